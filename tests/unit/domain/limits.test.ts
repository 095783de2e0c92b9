import {
  badgeText,
  cookbookCacheFresh,
  discoverySkeletonCount,
  limits,
  nearPageBottom,
  pageOffset,
  showsScrollerArrows,
} from '@potluck/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('SPEC §9 constants', () => {
  it('holds the spec numbers', () => {
    expect(limits).toMatchObject({
      commentMin: 3,
      commentMax: 150,
      commentsFirstShown: 3,
      commentsPerLoadMore: 3,
      nutritionShown: 6,
      memberRecipeIdLength: 24,
      bioMax: 60,
      cookbookTitleMax: 18,
      passwordMin: 6,
      coverCount: 9,
      userSearchMinChars: 2,
      userSearchPauseMs: 300,
      recipePageSize: 24,
      providerSlotEvery: 6,
      skeletonsFirstPage: 24,
      skeletonsLaterPage: 4,
      skeletonsCookbooks: 8,
      infiniteScrollThresholdPx: 100,
      imageMaxHeightPx: 500,
      cookbookCacheMs: 600_000,
      notificationPollMs: 10_000,
      chatAlertPollMs: 30_000,
      scrollerArrowsFrom: 3,
      adminUsersShown: 3,
      adminTopCount: 5,
      toastsHeld: 20,
      toastMs: 4_000,
      successToastMs: 2_000,
      providerRequestsPerWindow: 5,
      providerWindowMs: 1_000,
      chatMessageMax: 1_000,
    });
  });
});

describe('pageOffset', () => {
  it('is 24 × (page − 1)', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(24);
    expect(pageOffset(10)).toBe(216);
  });

  it('treats pages below 1 and non-numbers as the first page', () => {
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(-3)).toBe(0);
    expect(pageOffset(Number.NaN)).toBe(0);
  });

  it('gives consecutive pages offsets exactly one page apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        expect(pageOffset(page + 1) - pageOffset(page)).toBe(24);
        expect(pageOffset(page) % 24).toBe(0);
      }),
    );
  });
});

describe('badgeText', () => {
  it("shows nothing for no unread, the count up to 9, and '9+' above", () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
    expect(badgeText(Number.NaN)).toBe('');
  });
});

describe('screen thresholds', () => {
  it('shows 24 skeletons on the first page and 4 on later ones', () => {
    expect(discoverySkeletonCount(1)).toBe(24);
    expect(discoverySkeletonCount(2)).toBe(4);
    expect(discoverySkeletonCount(7)).toBe(4);
  });

  it('shows scroller arrows from 3 items', () => {
    expect(showsScrollerArrows(2)).toBe(false);
    expect(showsScrollerArrows(3)).toBe(true);
  });

  it('loads the next page within 100 px of the bottom', () => {
    expect(nearPageBottom(1900, 2000)).toBe(true);
    expect(nearPageBottom(1899, 2000)).toBe(false);
    expect(nearPageBottom(2000, 2000)).toBe(true);
  });

  it('keeps a cached cookbook for 10 minutes', () => {
    expect(cookbookCacheFresh(0, 599_999)).toBe(true);
    expect(cookbookCacheFresh(0, 600_000)).toBe(false);
  });
});
