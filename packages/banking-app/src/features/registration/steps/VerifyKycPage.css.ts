import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
