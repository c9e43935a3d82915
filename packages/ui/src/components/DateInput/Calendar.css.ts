import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
};
const daySize = `calc(${vars.control.height.sm} + ${vars.space.xs})`;

export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});
export const months = style({ display: 'flex' });

// Caption (dropdowns) and navigation share the first row: DOM order is dropdowns, then arrows.
export const month = style({
  display: 'grid',
  // The caption column is never narrower than its dropdowns ("November 2024" whole, in every
  // language and font): the calendar grows instead.
  gridTemplateColumns: 'minmax(max-content, 1fr) auto',
  alignItems: 'center',
  rowGap: vars.space.sm,
  columnGap: vars.space.sm,
});
export const monthCaption = style({ gridColumn: 1, gridRow: 1, minWidth: 0 });
export const nav = style({ gridColumn: 2, gridRow: 1, display: 'flex', gap: vars.space.xxs });
export const monthGrid = style({
  gridColumn: '1 / -1',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const dropdowns = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// The native select is invisible on top of its label: the label is what shows, so the select's
// own focus ring cannot be seen and the visible box carries one through :focus-within.
export const dropdownRoot = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  minHeight: vars.control.height.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': focusRing,
    '&:hover': { background: vars.color.primarySoft },
  },
});
export const dropdown = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  cursor: 'pointer',
  appearance: 'none',
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
});
export const captionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.sm,
  blockSize: vars.control.height.sm,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.5 },
  },
});
/** Arrows point the other way in right-to-left, where "previous" is on the right. */
export const chevron = style({
  flexShrink: 0,
  fill: 'currentColor',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const weekday = style({
  blockSize: daySize,
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const day = style({ padding: 0, textAlign: 'center' });
export const dayButton = style({
  inlineSize: daySize,
  blockSize: daySize,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySoft },
    '&:focus-visible': focusRing,
    '[data-outside] > &': { color: vars.color.textMuted },
    '[data-today] > &': { borderColor: vars.color.primary, fontWeight: vars.font.weight.bold },
    '[data-selected] > &, [data-selected] > &:hover:not(:disabled)': {
      background: vars.color.primary,
      color: vars.color.textOnPrimary,
      fontWeight: vars.font.weight.bold,
    },
    '[data-disabled] > &': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});
