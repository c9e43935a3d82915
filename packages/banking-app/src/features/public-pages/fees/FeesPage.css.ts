import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const scroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular, minWidth: 200 });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const service = style({ display: 'block', fontWeight: vars.font.weight.medium });
export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  marginBlockStart: vars.space.xxs,
});
