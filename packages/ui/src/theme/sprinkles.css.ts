import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

const space = vars.space;

/**
 * Layout properties, logical (right-to-left safe) only, one value each: no breakpoint conditions,
 * since every responsive class is paid in every page's stylesheet and nothing used them. A layout
 * that changes with the screen is `Columns` (one column on phones), or a style of your own with a
 * media query on `breakpoints`.
 */
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    width: { auto: 'auto', full: '100%' },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

/** Colour and shape properties (not responsive). */
const surface = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      primarySoft: vars.color.primarySoft,
      dangerSoft: vars.color.dangerSoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textOnPrimary: vars.color.textOnPrimary,
      primary: vars.color.primary,
      danger: vars.color.danger,
      success: vars.color.success,
      warning: vars.color.warning,
      info: vars.color.info,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(layout, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
