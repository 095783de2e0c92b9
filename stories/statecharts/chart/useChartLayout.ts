// The chart's layout for what is folded now. A large machine opens folded to its top level; the states the walk is
// in always open (their arrows are the walk's buttons) and fold back when the walk leaves them, unless the walker
// unfolded them. ELK answers asynchronously: the last layout stays on screen until the next one is ready.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { OutlineNode } from '../../../machines/support/outline.ts';
import { chartGraph } from './chartGraph.ts';
import { type ChartLayout, layOutChart } from './chartLayout.ts';

const layoutStarts = 'statechart:layout';
const firstDraw = 'statechart:first-draw';

/** Past this many states a chart opens folded: the potluck page has 49, the friend button 14. */
const largeChart = 24;

const statesOf = (node: OutlineNode): OutlineNode[] => [node, ...node.children.flatMap(statesOf)];

/** The states folded when a chart opens: every state with children below the top level, for a large machine. */
export function firstFolds(root: OutlineNode): Set<string> {
  const states = statesOf(root);
  if (states.length <= largeChart) return new Set();
  return new Set(states.filter((s) => s !== root && s.children.length > 0).map((s) => s.id));
}

export function useChartLayout(
  root: OutlineNode,
  words: Map<string, string>,
  folded: ReadonlySet<string>,
  active: ReadonlySet<string>,
) {
  const shownFolded = [...folded].filter((id) => !active.has(id)).sort();
  const layoutKey = shownFolded.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the folded states
  const graph = useMemo(() => chartGraph(root, words, new Set(shownFolded)), [root, words, layoutKey]);
  const [layout, setLayout] = useState<{ graph: typeof graph; layout: ChartLayout } | null>(null);
  useEffect(() => {
    let current = true;
    performance.mark(layoutStarts);
    layOutChart(graph).then((laidOut) => {
      if (current) setLayout({ graph, layout: laidOut });
    });
    return () => {
      current = false;
    };
  }, [graph]);
  // The first drawing of a chart, from its layout's start to the SVG on the page: tests/perf/statechart.bench.ts
  // reads this measure in Chromium.
  useLayoutEffect(() => {
    if (layout && performance.getEntriesByName(firstDraw).length === 0)
      performance.measure(firstDraw, layoutStarts);
  }, [layout]);
  return layout?.layout ?? null;
}
