import type { PotluckMember, PotluckRestriction } from '@potluck/contract';
import {
  countsForDiet,
  type DietaryDish,
  dietarySummary,
  type PotluckAnswer,
  type Restriction,
} from '@potluck/domain';

// What a potluck's guests avoid, as one caller may know it (API.md: dietary needs are health data). The host cooks
// for their guests and sees each need by name, with how many of those who may still come have it. Everyone else
// sees only what the menu still needs: the intolerances listed, whether a main is free of each, and what each
// dish contains; no count and no one's name but their own. Those are worked out over everyone on the guest list
// whatever they answered, so nothing a guest reads moves when another answers "can't go" and back: a count that
// drops, an intolerance that leaves the list or a dish's "contains" that changes would say whose it was.

export interface DietaryGuestRow {
  member: PotluckMember;
  answer: PotluckAnswer | null;
  /** Their needs: a member's profile intolerances (names of options.ts's intolerances; others are ignored). */
  intolerances: readonly string[];
}

export interface PotluckDietary {
  dietary: PotluckRestriction[];
  /** Per dish, in the order given: the listed intolerances it contains, or null when not checked (free text). */
  contains: (string[] | null)[];
}

const byName = (a: Restriction, b: Restriction) =>
  a.intolerance < b.intolerance ? -1 : a.intolerance > b.intolerance ? 1 : 0;

export function potluckDietary(
  guests: readonly DietaryGuestRow[],
  dishes: readonly DietaryDish[],
  viewer: { id: string; isHost: boolean },
): PotluckDietary {
  // Every guest is passed as not having answered: the domain's rule leaves out those who can't go, which is
  // right for the host's counts and wrong for what everyone reads (see above).
  const summary = dietarySummary(
    guests.map((guest) => ({ memberId: guest.member.id, answer: null, intolerances: guest.intolerances })),
    dishes,
  );
  // A dish's list by name too: in the guests' order it would hint whose need came first.
  const contains = summary.dishes.map((found) => (found === null ? null : [...found].sort()));
  const byId = new Map(guests.map((guest) => [guest.member.id, guest]));
  const whose = (restriction: Restriction) =>
    restriction.memberIds.flatMap((id) => {
      const guest = byId.get(id);
      return guest ? [guest.member] : [];
    });
  if (viewer.isHost) {
    const counted = (restriction: Restriction) =>
      restriction.memberIds.filter((id) => countsForDiet(byId.get(id)?.answer ?? null)).length;
    const dietary = summary.restrictions.map((restriction) => ({
      intolerance: restriction.intolerance,
      guests: counted(restriction),
      whose: whose(restriction),
      mainFreeOfIt: restriction.mainFreeOfIt,
    }));
    dietary.sort((a, b) => b.guests - a.guests || (a.intolerance < b.intolerance ? -1 : 1));
    return { dietary, contains };
  }
  // By name, not by how many have it: an order by count is a count.
  const dietary = [...summary.restrictions].sort(byName).map((restriction) => ({
    intolerance: restriction.intolerance,
    guests: null,
    whose: whose(restriction).filter((member) => member.id === viewer.id),
    mainFreeOfIt: restriction.mainFreeOfIt,
  }));
  return { dietary, contains };
}
