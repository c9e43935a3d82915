import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: 760,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
});
export const cta = style({ maxWidth: 760, background: vars.color.primarySoft });
