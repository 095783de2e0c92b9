// Every machine has a walkable story, and the events that story offers reach every one of its states.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type StatechartName, statecharts } from '../../../machines/index.ts';
import { type Walk, walks } from '../../../stories/statecharts/walks/index.ts';
import { eventOf } from '../../../stories/statecharts/walks/support.ts';
import { unreachableStates } from './helpers/reachability.ts';

const names = Object.keys(statecharts) as StatechartName[];
const storiesFolder = join(import.meta.dirname, '..', '..', '..', 'stories', 'statecharts');

describe.each(names)('%s walkthrough', (name) => {
  it('has a story', () => {
    expect(existsSync(join(storiesFolder, `${name}.stories.tsx`))).toBe(true);
  });

  it("reaches every state with the story's events", () => {
    const machine: AnyStateMachine = statecharts[name];
    const walk = walks[name] as Walk;
    expect(
      unreachableStates(machine, {
        input: walk.input,
        events: walk.events.map(eventOf),
        serialize: (s) => JSON.stringify({ value: s.value, data: walk.distinguish?.(s.context) }),
        // Parallel regions multiply: the recipe detail alone has over forty thousand combinations.
        limit: 160_000,
      }),
    ).toEqual([]);
  });
});
