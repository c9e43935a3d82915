import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The frame of a picture drawn in CSS (`artLayers` gives each picture its two shapes): an empty,
 * decorative element whose `::before` paints `primary` through the first shape and `::after` the
 * `accent` through the second. Give it a size; render it with `aria-hidden="true"` and no content.
 * Mirrored in right-to-left, as the page's reading direction is. In forced colours the shapes are
 * drawn in the system's text and highlight colours (a token colour would be overridden by the
 * system's background and vanish).
 */
export const illustration = style({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  pointerEvents: 'none',
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute', inset: 0 },
    '&::before': { background: vars.color.primary },
    '&::after': { background: vars.color.accent },
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before, &::after': { forcedColorAdjust: 'none', background: 'CanvasText' },
        '&::after': { background: 'Highlight' },
      },
    },
  },
});
