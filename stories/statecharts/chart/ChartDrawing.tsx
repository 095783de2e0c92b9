// A laid-out chart drawn in SVG: states as boxes (children inside their parents, regions of a parallel state
// dashed and side by side, the initial child marked by a dot, a final state by a double border), transitions as
// arrows with their words. Drawn alike for docs/statecharts (still) and for a walk, where the lit states show where
// the member is and the arrows the walk can take now are buttons.
import type { KeyboardEvent } from 'react';
import type { ChartLayout, PlacedArrow, PlacedState, Point } from './chartLayout.ts';
import { chartStyle } from './chartStyle.ts';
import { tagLine, text, wordsPerLine, wrap } from './chartText.ts';

/** An arrow the walk can take now: the words of the event it sends, and its accessible name. */
export type Takeable = { words: string; name: string };

export type ChartDrawingProps = {
  layout: ChartLayout;
  /** What the chart is, for assistive technology: 'The potluck page's chart'. */
  label: string;
  lit?: ReadonlySet<string>;
  /** Present while walking: the arrows to offer, by id. The others dim. */
  takeable?: ReadonlyMap<string, Takeable>;
  onTake?: (arrowId: string) => void;
  onFold?: (stateId: string) => void;
  /** Drawn at this scale (1 = the layout's own size). */
  zoom?: number;
};

const path = (points: Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');

function StateBox({ state, lit, rootId }: { state: PlacedState; lit: boolean; rootId: string }) {
  const { x, y, width, height } = state;
  // 'loaded.dialog.claim': the state's path, as the walk's state line names it; tests find lit states by it.
  const path = state.id.slice(rootId.length + 1) || undefined;
  const hasChildren = state.kind === 'compound' || state.kind === 'parallel' || state.kind === 'machine';
  if (state.kind === 'history') {
    return (
      <g className="sc-state" data-kind="history" data-state={path} data-lit={lit || undefined}>
        <circle cx={x + width / 2} cy={y + height / 2} r={width / 2} className="sc-line" />
        <text x={x + width / 2} y={y + height / 2 + 4} textAnchor="middle" className="sc-name">
          H
        </text>
      </g>
    );
  }
  const small = [state.tags.length ? tagLine(state) : null, state.inside].filter(Boolean) as string[];
  return (
    <g
      className="sc-state"
      data-kind={state.kind}
      data-state={path}
      data-lit={lit || undefined}
      data-region={state.region || undefined}
      data-folded={state.folded || undefined}
      data-children={(hasChildren && !state.folded) || undefined}
    >
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {state.kind === 'final' && (
        <rect className="sc-final" x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />
      )}
      <text x={x + 12} y={y + 10 + text.name.size} className="sc-name">
        {state.kind === 'parallel' && !state.folded ? `${state.name} (at once)` : state.name}
      </text>
      {small.map((line, i) => (
        <text
          key={line}
          x={x + 12}
          y={y + 10 + text.name.line + (i + 1) * text.small.line - 3}
          className="sc-small"
        >
          {line}
        </text>
      ))}
    </g>
  );
}

const pressed = (event: KeyboardEvent, act: () => void) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    act();
  }
};

/**
 * An arrow and its label. Only the words (the walk's, or the machine's when no walk event takes it) belong to the
 * arrow's button: its accessible name starts with them ('The member claims a main: from idle to claiming'), as a
 * button's name must hold its visible text. The machine's own words ('claim.open [hasPlace]') sit beside it.
 */
function Arrow({
  arrow,
  takeable,
  onTake,
}: {
  arrow: PlacedArrow;
  takeable?: Takeable;
  onTake?: () => void;
}) {
  const { label } = arrow;
  const line = text.small.line;
  const technical = label.lines.filter((l) => l.kind === 'technical').map((l) => l.text);
  const drawnWords = label.lines.filter((l) => l.kind === 'words').map((l) => l.text);
  // While walking, the button says what the walk sends from here, which may be other words for the same arrow.
  const words = takeable ? wrap(takeable.words, wordsPerLine) : drawnWords;
  const height = (words.length + technical.length) * line;
  const width = Math.max(label.width, ...words.map((w) => w.length * text.small.char + 6));
  const lines = (texts: string[], first: number, className: string) => (
    <text className={className}>
      {texts.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never move
        <tspan key={i} x={label.x + 3} y={label.y + (first + i + 1) * line - 3}>
          {i < texts.length - 1 ? `${t} ` : t}
        </tspan>
      ))}
    </text>
  );
  const drawing = (
    <>
      <path className="sc-line" d={path(arrow.points)} markerEnd={`url(#sc-head${takeable ? '-lit' : ''})`} />
      <rect className="sc-label" x={label.x} y={label.y} width={width} height={height} rx={3} />
      {words.length > 0 && lines(words, 0, 'sc-words')}
    </>
  );
  return (
    <g className="sc-arrow" data-kind={arrow.kind} data-takeable={takeable ? '' : undefined}>
      {takeable && onTake ? (
        // An SVG has no <button>: a group with the button role, in the Tab order, answering Enter and Space.
        // biome-ignore lint/a11y/useSemanticElements: there is no button element inside an SVG
        <g
          role="button"
          tabIndex={0}
          aria-label={takeable.name}
          onClick={onTake}
          onKeyDown={(event) => pressed(event, onTake)}
        >
          {drawing}
        </g>
      ) : (
        drawing
      )}
      {lines(technical, words.length, 'sc-technical')}
    </g>
  );
}

/** '+' on a folded state, '−' on an open one: folding hides what is inside (and the arrows that stay inside). */
function FoldToggle({ state, onFold }: { state: PlacedState; onFold: (id: string) => void }) {
  const size = 18;
  const x = state.x + state.width - size - 6;
  const y = state.y + 6;
  const name = state.folded ? `Unfold ${state.name} (${state.inside})` : `Fold ${state.name}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: there is no button element inside an SVG
    <g
      className="sc-fold"
      role="button"
      tabIndex={0}
      aria-label={name}
      onClick={() => onFold(state.id)}
      onKeyDown={(event) => pressed(event, () => onFold(state.id))}
    >
      <rect x={x} y={y} width={size} height={size} rx={4} />
      <text x={x + size / 2} y={y + 14} textAnchor="middle" className="sc-name">
        {state.folded ? '+' : '−'}
      </text>
    </g>
  );
}

/** The room around the layout, so borders and focus rings at its edges are not cut. */
export const chartMargin = 8;

export function ChartDrawing({ layout, label, lit, takeable, onTake, onFold, zoom = 1 }: ChartDrawingProps) {
  const margin = chartMargin;
  const rootId = layout.states[0]?.id ?? '';
  const foldable = layout.states.filter((s) => s.folded || s.kind === 'compound' || s.kind === 'parallel');
  return (
    <svg
      className="sc-chart"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-margin} ${-margin} ${layout.width + 2 * margin} ${layout.height + 2 * margin}`}
      width={(layout.width + 2 * margin) * zoom}
      height={(layout.height + 2 * margin) * zoom}
      role={takeable ? 'group' : 'img'}
      aria-label={label}
      data-walking={takeable ? '' : undefined}
    >
      <style>{chartStyle}</style>
      <defs>
        {['sc-head', 'sc-head-lit'].map((id) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0 0 L10 5 L0 10 z" className={id} />
          </marker>
        ))}
      </defs>
      {layout.states.map((state) => (
        <StateBox key={state.id} state={state} lit={lit?.has(state.id) ?? false} rootId={rootId} />
      ))}
      {layout.starts.map((start) => (
        <g key={start.parent} className="sc-start">
          <circle cx={start.dot.x} cy={start.dot.y} r={5} />
          <path className="sc-line" d={path(start.points)} markerEnd="url(#sc-head)" />
        </g>
      ))}
      {layout.arrows.map((arrow) => (
        <Arrow
          key={arrow.id}
          arrow={arrow}
          takeable={takeable?.get(arrow.id)}
          onTake={onTake && (() => onTake(arrow.id))}
        />
      ))}
      {onFold && foldable.map((state) => <FoldToggle key={state.id} state={state} onFold={onFold} />)}
    </svg>
  );
}
