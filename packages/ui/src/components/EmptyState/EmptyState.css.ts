import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.lg,
  blockSize: vars.control.height.lg,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
export const title = style({ margin: 0 });
export const text = style({ margin: 0, maxInlineSize: '40ch', color: vars.color.textMuted });
export const action = style({ marginBlockStart: vars.space.sm });
