// The plan screen's selector over snapshots of the plan machine: the week's days with only the meals that have
// entries, the words a member reads (whose plan, the Undo notice, the search's sources), and the dialogs' states.
import type { PlanSummary, PlanWeek } from '@potluck/contract';
import { describe, expect, it } from 'vitest';
import { daysOf, selectPlanScreen } from '../../../../app/selectors/planScreen.ts';
import { planMachine } from '../../../../machines/plan/planMachine.ts';
import { memoryStorage } from '../../../../machines/support/env.ts';
import { aFriend, sampleId } from '../../../../stories/statecharts/samples.ts';
import { done, failed } from '../../machines/helpers/reachability.ts';
import { stateAfter } from '../../machines/helpers/transitions.ts';

const maria = sampleId(1);
const entry = (n: number, day: string, meal: 'lunch' | 'dinner', title: string, recipeId: string | null) => ({
  id: sampleId(100 + n),
  day,
  meal,
  recipeId,
  title,
  image: null,
  servings: recipeId ? 4 : null,
  note: recipeId ? null : title,
  addedToListAt: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
});
const week = (ownerId = maria): PlanWeek => ({
  id: sampleId(10),
  ownerId,
  ownerName: ownerId === maria ? 'maria' : 'kenji',
  ownerFName: ownerId === maria ? 'Maria' : 'Kenji',
  ownerLName: ownerId === maria ? 'Rossi' : 'Lopez',
  weekStart: '2026-11-23',
  entries: [
    entry(1, '2026-11-24', 'lunch', 'Leftovers', null),
    entry(2, '2026-11-24', 'dinner', 'Pancakes', sampleId(40)),
  ],
  shares: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
});
const input = {
  client: {} as never,
  memberId: maria,
  storage: memoryStorage(),
  now: () => Date.parse('2026-11-24T11:00:00'),
  random: () => 0.5,
};
const summaryOf = ({ id, ownerId, ownerName, ownerFName, ownerLName }: PlanWeek): PlanSummary => ({
  id,
  ownerId,
  ownerName,
  ownerFName,
  ownerLName,
});
const loaded = (plan = week(), plans = [summaryOf(plan)]) => done('load', { plans, week: plan, gone: null });
const screen = (...events: Parameters<typeof stateAfter<typeof planMachine>>[2]) =>
  selectPlanScreen(stateAfter(planMachine, input, [{ type: 'plan.show' }, ...events]), () => {});

describe('selectPlanScreen', () => {
  it('lists Monday to Sunday, today marked, each day with only the meals that have entries', () => {
    const days = daysOf('2026-11-23', week().entries, '2026-11-24');
    expect(days.map((day) => day.label)).toEqual([
      'Monday 23 Nov',
      'Tuesday 24 Nov',
      'Wednesday 25 Nov',
      'Thursday 26 Nov',
      'Friday 27 Nov',
      'Saturday 28 Nov',
      'Sunday 29 Nov',
    ]);
    expect(days.filter((day) => day.isToday).map((day) => day.day)).toEqual(['2026-11-24']);
    expect(days[1]?.meals.map((meal) => meal.meal)).toEqual(['lunch', 'dinner']);
    expect(days[1]?.meals[1]?.entries[0]).toMatchObject({
      title: 'Pancakes',
      href: `/recipe/${sampleId(40)}`,
    });
    expect(days[1]?.meals[0]?.entries[0]?.href).toBeNull();
    expect(days[0]?.meals).toEqual([]);
  });

  it('puts the member’s own potlucks on their days, with the time and their part, linking to the page', () => {
    const potluck = (
      n: number,
      day: string,
      time: string,
      isHost: boolean,
      answer: 'going' | 'maybe' | null,
    ) => ({
      id: sampleId(n),
      title: `Potluck ${n}`,
      day,
      time,
      isHost,
      answer,
    });
    const days = daysOf('2026-11-23', [], '2026-11-24', [
      potluck(60, '2026-11-26', '19:30', false, 'maybe'),
      potluck(61, '2026-11-29', '13:00', true, null),
      potluck(62, '2026-11-29', '18:00', false, 'going'),
      // Last week's, read before this week's arrived: not on any day of this one.
      potluck(63, '2026-11-19', '12:00', false, 'going'),
    ]);
    expect(days.flatMap((day) => day.potlucks.map((p) => `${day.label}: ${p.title}, ${p.detail}`))).toEqual([
      'Thursday 26 Nov: Potluck 60, Potluck at 19:30 · Maybe',
      'Sunday 29 Nov: Potluck 61, Potluck at 13:00 · You host',
      'Sunday 29 Nov: Potluck 62, Potluck at 18:00 · Going',
    ]);
    expect(days[3]?.potlucks[0]?.href).toBe(`/potluck/${sampleId(60)}`);
    // A day with only a potluck has no meals, and is not "Nothing planned" (PlanDay shows the potluck).
    expect(days[3]?.meals).toEqual([]);
  });

  it('says loading, failed and offline as the machine does', () => {
    expect(screen().week.status).toBe('loading');
    expect(screen(failed('load')).week.status).toBe('failed');
    expect(
      screen({ ...failed('load'), error: Object.assign(new Error('offline'), { status: 0 }) } as never).week
        .status,
    ).toBe('offline');
    const ready = screen(loaded());
    expect(ready.week).toMatchObject({ status: 'ready', title: '23 Nov – 29 Nov 2026', isThisWeek: true });
    expect(ready.week.sharing?.sharedWith).toEqual([]);
    expect(ready.share).toBeDefined();
  });

  it('a plan shared with the member says whose it is, by name, and has no sharing', () => {
    const shared = screen(loaded(week(sampleId(2))));
    expect(shared.week.ownerName).toBe('Kenji Lopez');
    expect(shared.week.sharing).toBeNull();
    expect(shared.share).toBeUndefined();
  });

  it('names plans by their owners’ names, the username beside a name two owners share (issue 39)', () => {
    const owned = (n: number, username: string, fName: string, lName: string): PlanSummary => ({
      id: sampleId(20 + n),
      ownerId: sampleId(30 + n),
      ownerName: username,
      ownerFName: fName,
      ownerLName: lName,
    });
    const sams = [
      owned(1, 'sam_l', 'Sam', 'Lee'),
      owned(2, 'samlee', ' Sam ', 'Lee'),
      owned(3, 'kenji', '', ''),
    ];
    const mine = week();
    const shown = screen(loaded(mine, [summaryOf(mine), ...sams]));
    expect(shown.week.plans.map((plan) => plan.label)).toEqual([
      'My plan',
      'Sam Lee (@sam_l)’s plan',
      'Sam Lee (@samlee)’s plan',
      'kenji’s plan',
    ]);
    // The week on screen says whose it is as the picker does.
    const samsWeek = { ...week(sams[1]!.ownerId), id: sams[1]!.id, ownerName: 'samlee', ownerFName: ' Sam ' };
    const opened = screen(loaded(samsWeek, [summaryOf(mine), ...sams]));
    expect(opened.week.ownerName).toBe('Sam Lee (@samlee)');
  });

  it('says whom the plan is shared with by name, and offers friends by name, the username beside it', () => {
    const shares = [
      { id: sampleId(500), memberId: sampleId(2), username: 'kenji_eats', fName: 'Kenji', lName: 'Lopez' },
      { id: sampleId(501), memberId: sampleId(3), username: 'ada', fName: '', lName: '' },
    ];
    const friends = [
      aFriend({ _id: sampleId(2), username: 'kenji_eats', fName: 'Kenji', lName: 'Lopez' }),
      aFriend({ _id: sampleId(4), username: 'zed', fName: 'Ann', lName: 'Zimmer' }),
      aFriend({ _id: sampleId(3), username: 'ada' }),
    ];
    const sharing = screen(
      loaded({ ...week(), shares }),
      { type: 'share.open' },
      done('loadFriends', friends),
    );
    expect(sharing.week.sharing?.sharedWith).toEqual(['Kenji Lopez', 'ada']);
    expect(sharing.share?.friends).toEqual([
      { id: sampleId(3), label: 'ada', detail: null, shareId: sampleId(501) },
      { id: sampleId(4), label: 'Ann Zimmer', detail: '@zed', shareId: null },
      { id: sampleId(2), label: 'Kenji Lopez', detail: '@kenji_eats', shareId: sampleId(500) },
    ]);
  });

  it('names the removed entry in the Undo notice, and the add dialog’s day and search', () => {
    const removed = screen(loaded(), { type: 'entry.remove', entryId: sampleId(1 + 100) });
    expect(removed.removal).toMatchObject({ open: true, text: 'Removed Leftovers from Tuesday.' });
    const adding = screen(loaded(), { type: 'add.open', day: '2026-11-26' });
    expect(adding.add).toMatchObject({
      open: true,
      dayLabel: 'Thursday 26 Nov',
      meal: 'dinner',
      results: null,
    });
    const found = screen(
      loaded(),
      { type: 'add.open', day: '2026-11-26' },
      { type: 'add.change', query: 'soup' },
      { type: 'add.search' },
      done('search', {
        recipes: [{ recipeId: '716429', title: 'Soup', image: null, source: 'catalogue' }],
        cookbooks: [{ cookbookId: sampleId(30), title: 'Soups for winter', recipeCount: 12 }],
      }),
    );
    expect(found.add.results).toEqual([{ recipeId: '716429', title: 'Soup', source: 'From the catalogue' }]);
    expect(found.add.cookbooks).toEqual([
      { cookbookId: sampleId(30), title: 'Soups for winter', size: '12 recipes' },
    ]);
    expect(found.add.openedCookbook).toBeNull();
  });

  it('says which recipes are on the shopping list, and asks with the counts before adding again', () => {
    const listed = week();
    listed.entries[1] = { ...listed.entries[1]!, addedToListAt: '2026-11-23T18:00:00.000Z' };
    listed.entries.push(entry(3, '2026-11-25', 'dinner', 'Chili', sampleId(41)));
    const asked = screen(loaded(listed), { type: 'week.toList' });
    const tuesday = asked.week.days.find((day) => day.day === '2026-11-24');
    expect(tuesday?.meals.flatMap((meal) => meal.entries.map((e) => [e.title, e.onList]))).toEqual([
      ['Leftovers', false],
      ['Pancakes', true],
    ]);
    expect(asked.toList).toMatchObject({ open: true, addedBefore: 1, notAddedYet: 1 });
    const notAsked = screen(loaded(), { type: 'week.toList' });
    expect(notAsked.toList.open).toBe(false);
  });
});
