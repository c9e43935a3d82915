import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const padding = styleVariants({
  none: { padding: 0 },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});
export const elevation = styleVariants({ flat: {}, raised: { boxShadow: vars.shadow.md } });
