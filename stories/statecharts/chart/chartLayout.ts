// Places a chart with ELK's layered algorithm, which is built for graphs of boxes inside boxes: every state a box
// sized for its words, children inside their parent, arrows routed around the boxes with their labels placed
// beside them. The result is in one coordinate space (the chart's), ready to draw in SVG or to test.
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartGraph, ChartState, ChartTransition } from './chartGraph.ts';
import { type LabelLine, labelLines, stateSize } from './chartText.ts';

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };

export type PlacedState = Rect & Omit<ChartState, 'children'> & { depth: number; parent: string | null };
export type PlacedArrow = ChartTransition & { points: Point[]; label: Rect & { lines: LabelLine[] } };
/** Where a state's initial child is marked: a dot (its centre) and a short arrow. */
export type PlacedStart = { parent: string; dot: Point; points: Point[] };

export type ChartLayout = {
  width: number;
  height: number;
  /** Parents before their children, so a drawing in this order puts children on top. */
  states: PlacedState[];
  arrows: PlacedArrow[];
  starts: PlacedStart[];
};

const elk = new ELK();
const startSize = 12;

const options = {
  'elk.algorithm': 'layered',
  // States flow downwards; regions of a parallel state, which no arrow joins, sit side by side in one layer.
  'elk.direction': 'DOWN',
  // One layout across all levels, so an arrow may leave a state deep inside and end in another.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};

/** ELK keeps an edge in the deepest box holding both ends; an arrow into one's own child stays in oneself. */
function containerOf(parents: Map<string, string | null>, source: string, target: string): string {
  const chain = (id: string) => {
    const ids = [id];
    for (let up = parents.get(id); up; up = parents.get(up)) ids.push(up);
    return ids;
  };
  if (source === target) return parents.get(source) ?? source;
  const targetChain = new Set(chain(target));
  return chain(source).find((id) => targetChain.has(id)) ?? source;
}

export async function layOutChart(graph: ChartGraph): Promise<ChartLayout> {
  const parents = new Map<string, string | null>();
  const elkNodes = new Map<string, ElkNode>();

  const toElk = (state: ChartState, parent: string | null): ElkNode => {
    parents.set(state.id, parent);
    const size = stateSize(state);
    const node: ElkNode = { id: state.id, edges: [] };
    elkNodes.set(state.id, node);
    if (state.children.length === 0) return { ...node, width: size.width, height: size.height };
    const initial = state.children.find((child) => child.initial);
    node.children = [
      ...(initial ? [{ id: `${state.id}::start`, width: startSize, height: startSize }] : []),
      ...state.children.map((child) => toElk(child, state.id)),
    ];
    if (initial) {
      node.edges?.push({
        id: `${state.id}::start->`,
        sources: [`${state.id}::start`],
        targets: [initial.id],
      });
    }
    node.layoutOptions = {
      'elk.padding': `[top=${size.height},left=14,bottom=14,right=14]`,
      'elk.nodeSize.minimum': `(${size.width}, ${size.height})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    };
    elkNodes.set(state.id, node);
    return node;
  };
  const machine = toElk(graph.root, null);

  const labels = new Map<string, LabelLine[]>();
  for (const t of graph.transitions) {
    const lines = labelLines(t);
    labels.set(t.id, lines);
    const label: ElkLabel = {
      id: `${t.id}::label`,
      text: lines.map((line) => line.text).join('\n'),
      width: Math.max(...lines.map((line) => line.width)),
      height: lines.length * lines[0]!.height,
      layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' },
    };
    const edge: ElkExtendedEdge = { id: t.id, sources: [t.source], targets: [t.target], labels: [label] };
    elkNodes.get(containerOf(parents, t.source, t.target))?.edges?.push(edge);
  }

  const laidOut = await elk.layout({ id: 'chart', layoutOptions: options, children: [machine] });
  return place(laidOut, graph, labels);
}

/** ELK answers in each box's own coordinates; the drawing wants one space. */
function place(laidOut: ElkNode, graph: ChartGraph, labels: Map<string, LabelLine[]>): ChartLayout {
  const transitions = new Map(graph.transitions.map((t) => [t.id, t]));
  const states: PlacedState[] = [];
  const arrows: PlacedArrow[] = [];
  const starts: PlacedStart[] = [];
  const origin = new Map<string, Point>([['chart', { x: 0, y: 0 }]]);
  const byId = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    byId.set(state.id, state);
    state.children.forEach(index);
  };
  index(graph.root);

  const visit = (node: ElkNode, at: Point, parent: string | null, depth: number) => {
    const x = at.x + (node.x ?? 0);
    const y = at.y + (node.y ?? 0);
    origin.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (state) {
      const { children: _, ...rest } = state;
      states.push({ ...rest, x, y, width: node.width ?? 0, height: node.height ?? 0, depth, parent });
    }
    for (const child of node.children ?? []) visit(child, { x, y }, state ? node.id : parent, depth + 1);
  };
  visit(laidOut, { x: 0, y: 0 }, null, -1);

  const edgesOf = (node: ElkNode): ElkExtendedEdge[] => [
    ...(node.edges ?? []),
    ...(node.children ?? []).flatMap(edgesOf),
  ];
  for (const edge of edgesOf(laidOut)) {
    // elkjs names the box whose coordinates an edge's points are in.
    const at = origin.get(edge.container ?? 'chart') ?? { x: 0, y: 0 };
    const shift = (p: Point) => ({ x: p.x + at.x, y: p.y + at.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    const t = transitions.get(edge.id);
    if (!t) {
      const parent = edge.id.replace(/::start->$/, '');
      const dot = origin.get(`${parent}::start`) ?? { x: 0, y: 0 };
      starts.push({ parent, dot: { x: dot.x + startSize / 2, y: dot.y + startSize / 2 }, points });
      continue;
    }
    const label = edge.labels?.[0];
    arrows.push({
      ...t,
      points,
      label: {
        ...shift({ x: label?.x ?? 0, y: label?.y ?? 0 }),
        width: label?.width ?? 0,
        height: label?.height ?? 0,
        lines: labels.get(t.id) ?? [],
      },
    });
  }
  // Arrows in the order of the layout, top to bottom and left to right: the order Tab follows.
  const first = (arrow: PlacedArrow) => arrow.label;
  arrows.sort((a, b) => first(a).y - first(b).y || first(a).x - first(b).x);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, arrows, starts };
}
