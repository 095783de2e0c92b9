// The chart's look, written once for the SVG itself: the same drawing is an inline SVG in Storybook (where the
// design system's tokens apply, light or dark) and a standalone file in docs/statecharts (where no tokens exist, so
// each token falls back to its light-theme value, copied from packages/ui/tokens/light.css).
import { text } from './chartText.ts';

const token = {
  surface: 'var(--color-surface, #ffffff)',
  muted: 'var(--color-surface-muted, #f8efe5)',
  border: 'var(--color-border-strong, #8f7866)',
  text: 'var(--color-text, #2a1c13)',
  textMuted: 'var(--color-text-muted, #6a5445)',
  primary: 'var(--color-primary, #b2410e)',
  primarySoft: 'var(--color-primary-soft, #fde8da)',
  success: 'var(--color-success, #2d6a3a)',
  danger: 'var(--color-danger, #b42318)',
  focus: 'var(--color-focus, #1f5fc4)',
  font: 'var(--font-sans, "Inter Variable", system-ui, sans-serif)',
};

export const chartStyle = `
.sc-chart { font-family: ${token.font}; }
.sc-chart text { fill: ${token.text}; }
.sc-state > rect { fill: ${token.surface}; stroke: ${token.border}; stroke-width: 1.25; }
.sc-state[data-kind="machine"] > rect { fill: none; stroke-width: 1.5; }
.sc-state[data-children] > rect { fill: ${token.muted}; fill-opacity: 0.45; }
.sc-state[data-region] > rect { stroke-dasharray: 6 4; }
.sc-state[data-folded] > rect { fill: ${token.muted}; stroke-width: 2; }
.sc-state[data-kind="final"] > rect.sc-final { fill: none; }
.sc-state[data-lit] > rect { fill: ${token.primarySoft}; fill-opacity: 1; stroke: ${token.primary}; stroke-width: 3; }
.sc-state[data-lit][data-children] > rect { fill: ${token.muted}; fill-opacity: 0.45; stroke-width: 2; }
.sc-name { font-size: ${text.name.size}px; font-weight: 600; }
.sc-small { font-size: ${text.small.size}px; }
.sc-chart .sc-small, .sc-chart .sc-technical { fill: ${token.textMuted}; }
.sc-fold { cursor: pointer; }
.sc-fold rect { fill: ${token.surface}; stroke: ${token.border}; }
.sc-start circle, .sc-head { fill: ${token.text}; }
.sc-line { fill: none; stroke: ${token.text}; stroke-width: 1.25; }
.sc-arrow[data-kind="delay"] .sc-line { stroke-dasharray: 5 3; }
.sc-arrow[data-kind="done"] .sc-line { stroke: ${token.success}; }
.sc-arrow[data-kind="error"] .sc-line { stroke: ${token.danger}; }
.sc-arrow[data-kind="always"] .sc-line { stroke-dasharray: 1 3; }
.sc-label { fill: ${token.surface}; fill-opacity: 0.9; }
.sc-words { font-size: ${text.small.size}px; font-weight: 600; }
.sc-technical { font-size: ${text.small.size}px; }
.sc-chart[data-walking] .sc-arrow { opacity: 0.3; }
.sc-chart[data-walking] .sc-arrow[data-takeable] { opacity: 1; }
.sc-arrow [role="button"] { cursor: pointer; }
.sc-arrow[data-takeable] .sc-line { stroke: ${token.primary}; stroke-width: 2.5; }
.sc-arrow[data-takeable] .sc-label { fill: ${token.primarySoft}; fill-opacity: 1; stroke: ${token.primary}; }
.sc-arrow [role="button"]:hover .sc-label { stroke-width: 2; }
.sc-arrow [role="button"]:focus { outline: none; }
.sc-arrow [role="button"]:focus-visible .sc-label { stroke: ${token.focus}; stroke-width: 3; }
.sc-head-lit { fill: ${token.primary}; }
`;
