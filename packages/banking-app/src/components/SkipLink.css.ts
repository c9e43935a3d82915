import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  transform: 'translateY(-300%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
