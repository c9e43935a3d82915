import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: 2,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.textOnPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primaryHover,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primarySoft,
          },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.link,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primarySoft,
            textDecoration: 'underline',
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.surface,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.control.height.sm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.control.height.md,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.control.height.lg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** While loading, the label stays in the accessibility tree (name unchanged) but is not painted. */
export const contentHidden = style({ opacity: 0 });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  width: '1.1em',
  height: '1.1em',
  marginInlineStart: '-0.55em',
  marginBlockStart: '-0.55em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
