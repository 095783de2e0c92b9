// The member's potlucks on their plan (issue 28: "the potluck is on each guest's plan on its day"). The plan's
// week answer does not carry potlucks (decision 025: a plan is shared with a household, and a potluck on it would
// show its title to housemates not invited), so the plan machine reads the member's own for the week's seven days
// (`GET /api/potlucks?from=&to=`) and keeps those they will be at: the ones they host unless they said they
// cannot go, and the ones they answered going or maybe; never a cancelled one, nor one they have not answered.
import type { PotluckSummary } from '@potluck/contract';
import { addDays } from '@potluck/domain';

export type PlanPotluck = Pick<PotluckSummary, 'id' | 'title' | 'day' | 'time' | 'isHost' | 'answer'>;

/** The potlucks the member will be at, soonest first (the server's order). */
export const potlucksOnPlan = (potlucks: readonly PotluckSummary[]): PlanPotluck[] =>
  potlucks
    .filter(
      (potluck) =>
        potluck.status === 'planned' &&
        (potluck.answer === 'going' ||
          potluck.answer === 'maybe' ||
          (potluck.isHost && potluck.answer !== 'cant_go')),
    )
    .map(({ id, title, day, time, isHost, answer }) => ({ id, title, day, time, isHost, answer }));

/** The seven days of the week from its Monday, as the list of potlucks is asked for them. */
export const weekDaysRange = (weekStart: string) => ({ from: weekStart, to: addDays(weekStart, 6) });
