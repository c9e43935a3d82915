import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const base = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  // A hairline keeps the shape visible where the sunken surface equals the page (high contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const shape = styleVariants({
  text: { blockSize: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
  rect: { blockSize: vars.control.height.md, borderRadius: vars.radius.md },
  circle: {
    inlineSize: vars.control.height.md,
    blockSize: vars.control.height.md,
    borderRadius: vars.radius.full,
  },
});
export const lines = style({ display: 'flex', flexDirection: 'column' });
export const group = style({ position: 'relative' });
