// Every machine's chart, laid out by ELK with nothing folded, draws its definition faithfully: each transition is
// exactly one arrow (none lost, none invented), no two state boxes overlap unless one holds the other, and each
// arrow starts on its source's box and ends on its target's. The potluck page's chart, folded to its top level as it
// opens, fits the chart's pane at 1280 × 800.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type StatechartName, statecharts } from '../../../machines/index.ts';
import { type OutlineNode, outline } from '../../../machines/support/outline.ts';
import { arrowWords, stepsOf } from '../../../stories/statecharts/chart/arrowWords.ts';
import { chartGraph } from '../../../stories/statecharts/chart/chartGraph.ts';
import {
  type ChartLayout,
  layOutChart,
  type Point,
  type Rect,
} from '../../../stories/statecharts/chart/chartLayout.ts';
import { firstFolds } from '../../../stories/statecharts/chart/useChartLayout.ts';
import { type Walk, walks } from '../../../stories/statecharts/walks/index.ts';

const names = Object.keys(statecharts) as StatechartName[];

async function laidOut(name: StatechartName, folded: (root: OutlineNode) => Set<string> = () => new Set()) {
  const machine: AnyStateMachine = statecharts[name];
  const walk = walks[name] as Walk;
  const root = outline(machine);
  const words = arrowWords(machine, root, walk.input, stepsOf(walk.events));
  return { root, layout: await layOutChart(chartGraph(root, words, folded(root))) };
}

const transitionsOf = (node: OutlineNode): string[] => [
  ...node.transitions.map((t) => t.id),
  ...node.children.flatMap(transitionsOf),
];

/** Within half a pixel: ELK's coordinates are fractions. */
const near = 0.5;
const overlaps = (a: Rect, b: Rect) =>
  a.x + near < b.x + b.width &&
  b.x + near < a.x + a.width &&
  a.y + near < b.y + b.height &&
  b.y + near < a.y + a.height;
const holds = (outer: Rect, inner: Rect) =>
  outer.x <= inner.x + near &&
  outer.y <= inner.y + near &&
  inner.x + inner.width <= outer.x + outer.width + near &&
  inner.y + inner.height <= outer.y + outer.height + near;
/** On the box's outline, not inside it and not off it. */
const onBorder = (p: Point, box: Rect) => {
  const inX = p.x >= box.x - near && p.x <= box.x + box.width + near;
  const inY = p.y >= box.y - near && p.y <= box.y + box.height + near;
  const onVertical = Math.abs(p.x - box.x) <= near || Math.abs(p.x - box.x - box.width) <= near;
  const onHorizontal = Math.abs(p.y - box.y) <= near || Math.abs(p.y - box.y - box.height) <= near;
  return (inX && onHorizontal) || (inY && onVertical);
};

function ancestry(layout: ChartLayout) {
  const parent = new Map(layout.states.map((s) => [s.id, s.parent]));
  return (a: string, b: string) => {
    for (let up = parent.get(b); up; up = parent.get(up)) if (up === a) return true;
    return false;
  };
}

describe.each(names)('%s chart', (name) => {
  it('draws every transition as exactly one arrow, from its source box to its target box', async () => {
    const { root, layout } = await laidOut(name);
    expect(layout.arrows.map((a) => a.id).sort()).toEqual(transitionsOf(root).sort());
    const boxes = new Map(layout.states.map((s) => [s.id, s]));
    for (const arrow of layout.arrows) {
      const source = boxes.get(arrow.source);
      const target = boxes.get(arrow.target);
      expect(source, arrow.id).toBeDefined();
      expect(target, arrow.id).toBeDefined();
      expect(arrow.points.length, arrow.id).toBeGreaterThanOrEqual(2);
      expect(
        onBorder(arrow.points[0] as Point, source as Rect),
        `${arrow.id} starts on ${arrow.source}`,
      ).toBe(true);
      expect(
        onBorder(arrow.points.at(-1) as Point, target as Rect),
        `${arrow.id} ends on ${arrow.target}`,
      ).toBe(true);
    }
  });

  it('overlaps no two state boxes unless one holds the other', async () => {
    const { layout } = await laidOut(name);
    const isAncestor = ancestry(layout);
    for (const [i, a] of layout.states.entries()) {
      for (const b of layout.states.slice(i + 1)) {
        if (isAncestor(a.id, b.id)) expect(holds(a, b), `${a.id} holds ${b.id}`).toBe(true);
        else if (isAncestor(b.id, a.id)) expect(holds(b, a), `${b.id} holds ${a.id}`).toBe(true);
        else expect(overlaps(a, b), `${a.id} and ${b.id} overlap`).toBe(false);
      }
    }
  });
});

describe('the potluck page’s chart', () => {
  it('opens folded to its top level and fits the chart’s pane at 1280 × 800', async () => {
    const { layout } = await laidOut('potluckMachine', firstFolds);
    expect(layout.states.filter((s) => s.folded).map((s) => s.name)).toContain('loaded');
    // The pane at 1280 × 800: the window less the screen's column (26rem), the gaps and the padding; 34rem tall.
    expect(layout.width).toBeLessThanOrEqual(1280 - 416 - 3 * 16);
    expect(layout.height).toBeLessThanOrEqual(544);
  });
});
