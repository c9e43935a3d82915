import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const dayHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon title amount" "icon meta badge"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: vars.control.height.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
});
export const interactive = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
export const icon = style({
  gridArea: 'icon',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.control.height.md,
  blockSize: vars.control.height.md,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  border: `1px solid ${vars.color.border}`,
});
export const title = style({
  gridArea: 'title',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
export const amount = style({ gridArea: 'amount', justifySelf: 'end' });
export const badge = style({ gridArea: 'badge', justifySelf: 'end' });
export const meta = style({
  gridArea: 'meta',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const day = style({ whiteSpace: 'nowrap' });
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});
export const skeletonText = style({ flex: 1 });
export const more = style({ alignSelf: 'center' });
