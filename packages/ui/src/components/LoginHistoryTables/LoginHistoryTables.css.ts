import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const ip = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
