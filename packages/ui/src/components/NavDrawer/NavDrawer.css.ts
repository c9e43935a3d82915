import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

// The Dialog, pinned to the inline-start edge at full height. `&&` outweighs Dialog's own
// centring, whatever order the two stylesheets load in.
export const drawer = style({
  selectors: {
    '&&': {
      margin: 0,
      insetInlineEnd: 'auto',
      blockSize: '100%',
      maxBlockSize: '100%',
      inlineSize: `min(20rem, calc(100% - ${vars.space.xxxl}))`,
      maxInlineSize: 'none',
      borderRadius: 0,
      borderBlock: 0,
      borderInlineStart: 0,
      animation: `${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing}`,
    },
    '&&:dir(rtl)': { animationName: slideFromRight },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&&': { animation: 'none' } } } },
});
globalStyle(`${drawer} > div`, { blockSize: '100%', maxBlockSize: '100%' });

export const hideFrom = styleVariants({
  tablet: {
    '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { display: 'none' } },
  },
  desktop: {
    '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { display: 'none' } },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.control.height.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid transparent`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});
export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const nav = style({ display: 'flex', flexDirection: 'column', flex: 1, gap: vars.space.lg });
