import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset } },
});
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th`, { background: vars.color.surfaceSunken, fontWeight: vars.font.weight.bold });
globalStyle(`${table} tbody tr:last-child td`, { borderBlockEnd: 'none' });
export const qr = style({
  display: 'block',
  inlineSize: '200px',
  blockSize: '200px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  imageRendering: 'pixelated',
});
export const secret = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.lg, letterSpacing: '0.08em', overflowWrap: 'anywhere' });
export const codeInput = style({ maxWidth: '14ch' });
export const sessions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
