import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0 });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  minInlineSize: 0,
  selectors: { [`${list} > & + &`]: { borderBlockStart: `1px solid ${vars.color.border}` } },
});
export const label = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const valueCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});
export const value = style({
  flex: 1,
  minInlineSize: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const action = style({ flexShrink: 0 });
