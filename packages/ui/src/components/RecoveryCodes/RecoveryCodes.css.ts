import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14ch, 1fr))',
  columnGap: vars.space.xxl,
  rowGap: vars.space.xs,
});
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  letterSpacing: '0.05em',
  color: vars.color.text,
  userSelect: 'all',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
