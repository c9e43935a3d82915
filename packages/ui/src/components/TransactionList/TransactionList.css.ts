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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
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
export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0, gap: vars.space.xxs });
export const title = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const end = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, flexShrink: 0 });
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.sm });
export const skeletonText = style({ flex: 1 });
export const more = style({ alignSelf: 'center' });
