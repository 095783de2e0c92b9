// What a chart shows before it is placed: one box per visible state and one arrow per transition, each with the
// words it carries. A folded state is one box ('3 states inside'); the arrows of the states inside it start or end
// on that box, and the arrows that stay inside it are not drawn.
import type { OutlineNode, OutlineTransition, TransitionKind } from '../../../machines/support/outline.ts';

export type BoxKind = OutlineNode['type'] | 'machine';

export type ChartState = {
  id: string;
  name: string;
  kind: BoxKind;
  tags: string[];
  /** The state's parent starts here (a dot and an arrow point at it). */
  initial: boolean;
  /** A region of a parallel state: drawn dashed, side by side with its sisters. */
  region: boolean;
  /** Folded: the children are hidden; `inside` says how many there are. */
  folded: boolean;
  inside: string | null;
  children: ChartState[];
};

export type ChartTransition = {
  id: string;
  source: string;
  target: string;
  kind: TransitionKind;
  /** The walk's words ('The member claims a main'), or null when no walk event takes this arrow. */
  words: string | null;
  /** The machine's words: 'claim.open [hasPlace]', 'after 300 ms', 'loadPotluck answers'. */
  technical: string;
  /** Actions only: the state stays. Drawn as a loop, as a transition back to its own state is. */
  stays: boolean;
};

export type ChartGraph = { root: ChartState; transitions: ChartTransition[] };

/** 'after 300 ms', 'loadPotluck answers', 'claim.open', each with its guard: what the machine says happens. */
export function technicalWords(t: OutlineTransition): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  switch (t.kind) {
    case 'delay':
      return `after ${t.delayMs === null ? t.label.slice('after '.length) : `${t.delayMs} ms`}${guard}`;
    case 'done':
      return `${t.label.slice('done '.length)} answers${guard}`;
    case 'error':
      return `${t.label.slice('error '.length)} fails${guard}`;
    case 'always':
      return t.guard ? `at once when [${t.guard}]` : 'at once';
    default:
      return `${t.event}${guard}`;
  }
}

const insideWords = (node: OutlineNode) => {
  const states = node.children.filter((child) => child.type !== 'history').length;
  if (node.type === 'parallel') return `${states} regions inside`;
  return states === 1 ? '1 state inside' : `${states} states inside`;
};

export function chartGraph(
  root: OutlineNode,
  words: Map<string, string>,
  folded: ReadonlySet<string>,
): ChartGraph {
  /** Where each state is drawn: itself, or the folded box that hides it. */
  const shownAs = new Map<string, string>();
  const transitions: ChartTransition[] = [];
  const all: OutlineNode[] = [];

  const state = (node: OutlineNode, parent: OutlineNode | null, hiddenIn: string | null): ChartState => {
    all.push(node);
    shownAs.set(node.id, hiddenIn ?? node.id);
    const isFolded = hiddenIn === null && node !== root && node.children.length > 0 && folded.has(node.id);
    const children = node.children.map((child) =>
      state(child, node, hiddenIn ?? (isFolded ? node.id : null)),
    );
    return {
      id: node.id,
      name: node.key,
      kind: node === root ? 'machine' : node.type,
      tags: node.tags,
      initial: parent?.initial === node.id,
      region: parent?.type === 'parallel',
      folded: isFolded,
      inside: isFolded ? insideWords(node) : null,
      children: isFolded ? [] : children,
    };
  };
  const tree = state(root, null, null);

  for (const node of all) {
    for (const t of node.transitions) {
      // A transition has one target in every machine we have; a second would be a second arrow.
      const to = t.targets[0] ?? node.id;
      const source = shownAs.get(node.id) as string;
      const target = shownAs.get(to) as string;
      // Both ends inside one folded state: the transition is hidden with them.
      if (source === target && source !== node.id) continue;
      transitions.push({
        id: t.id,
        source,
        target,
        kind: t.kind,
        words: words.get(t.id) ?? null,
        technical: technicalWords(t),
        stays: t.targets.length === 0,
      });
    }
  }
  return { root: tree, transitions };
}
