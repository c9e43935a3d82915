import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'block', flexShrink: 0, pointerEvents: 'none' });
export const variant = styleVariants({
  band: { inlineSize: '100%', blockSize: vars.space.lg },
  corner: {
    inlineSize: vars.space.xxxl,
    blockSize: vars.space.xxxl,
    // Drawn for the top inline-start corner; mirrored in right-to-left.
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  },
});
export const tone = styleVariants({
  accent: { color: vars.color.accent },
  primary: { color: vars.color.primary },
  muted: { color: vars.color.borderStrong },
});
// High contrast sets the fill to 0 and a stroke: the motif steps back to its outline.
export const shapes = style({
  fill: 'currentColor',
  fillOpacity: vars.motif.fillOpacity,
  stroke: 'currentColor',
  strokeWidth: vars.motif.strokeWidth,
});
