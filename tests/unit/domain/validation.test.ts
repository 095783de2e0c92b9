import {
  bioCounter,
  canCreateCookbook,
  canLogIn,
  canSearchUsers,
  chatTextValid,
  commentCounter,
  commentError,
  cookbookTitleCounter,
  cookbookTitleError,
  coverError,
  missingSignUpFields,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('commentError', () => {
  it("says 'Comment is too short!' below 3 characters after trimming", () => {
    expect(commentError('')).toBe('Comment is too short!');
    expect(commentError('ok')).toBe('Comment is too short!');
    expect(commentError('  ok   ')).toBe('Comment is too short!');
    expect(commentError('yum')).toBeNull();
  });

  it('allows 150 characters and refuses 151', () => {
    expect(commentError('a'.repeat(150))).toBeNull();
    expect(commentError(` ${'a'.repeat(150)} `)).toBeNull();
    expect(commentError('a'.repeat(151))).toBe('Comment is too long!');
  });

  it('counts live against 150', () => {
    expect(commentCounter(42)).toBe('42/150');
  });
});

describe('cookbook creation', () => {
  it('requires a title of at most 18 characters', () => {
    expect(cookbookTitleError('')).toBe('Please enter a title.');
    expect(cookbookTitleError('   ')).toBe('Please enter a title.');
    expect(cookbookTitleError('a'.repeat(18))).toBeNull();
    expect(cookbookTitleError('a'.repeat(19))).toBe('Title must be at most 18 characters.');
  });

  it("counts 'n/18 characters'", () => {
    expect(cookbookTitleCounter(0)).toBe('0/18 characters');
    expect(cookbookTitleCounter(18)).toBe('18/18 characters');
  });

  it("asks 'Please select a cover image.' until one of the nine covers is chosen", () => {
    expect(coverError(undefined)).toBe('Please select a cover image.');
    expect(coverError('cover12.JPG')).toBe('Please select a cover image.');
    expect(coverError('cover3.JPG')).toBeNull();
  });

  it('enables Create only with a title and a cover', () => {
    expect(canCreateCookbook('Weeknights', 'cover2.JPG')).toBe(true);
    expect(canCreateCookbook('Weeknights', null)).toBe(false);
    expect(canCreateCookbook('', 'cover2.JPG')).toBe(false);
  });
});

describe('profile and sign-up', () => {
  it('counts the bio against its 60 characters', () => {
    expect(bioCounter(12)).toBe('12/60 characters');
  });

  it('lists blank required sign-up fields in form order', () => {
    expect(missingSignUpFields({ username: 'ana', password: 'secret1', fName: 'Ana', lName: 'Lee' })).toEqual(
      [],
    );
    expect(missingSignUpFields({ username: ' ', password: '', fName: 'Ana', lName: '', bio: '' })).toEqual([
      'username',
      'password',
      'lName',
    ]);
  });

  it('needs both login fields', () => {
    expect(canLogIn('ana', 'pw')).toBe(true);
    expect(canLogIn('ana', '')).toBe(false);
    expect(canLogIn(' ', 'pw')).toBe(false);
  });
});

describe('searching and chatting', () => {
  it('searches users only from 2 non-blank characters', () => {
    expect(canSearchUsers('a')).toBe(false);
    expect(canSearchUsers(' a ')).toBe(false);
    expect(canSearchUsers('an')).toBe(true);
  });

  it('sends chat messages with non-blank text up to 1000 characters', () => {
    expect(chatTextValid('')).toBe(false);
    expect(chatTextValid('  \n ')).toBe(false);
    expect(chatTextValid('hi')).toBe(true);
    expect(chatTextValid('a'.repeat(1000))).toBe(true);
    expect(chatTextValid('a'.repeat(1001))).toBe(false);
  });
});
