// The bank's pictures drawn in CSS: a shape is an SVG path used as a mask, its colour a theme token
// painted through it. A page pays a few hundred bytes of stylesheet per picture and no JavaScript,
// and every picture follows the theme (light, dark, high contrast) like the text does.
// Build-time helpers, for .css.ts files.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * One SVG drawing as a CSS `url()` for `mask-image`. A mask reads only the shape, never its colour.
 * `fill-rule: evenodd`: a shape drawn inside another is a hole (the lines of a receipt, a coin's diamond).
 */
export function svgMask(viewBox: string, d: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}' fill-rule='evenodd'><path d='${d}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
}

/** A mask stretched over its box, prefixed too: older Chromium and Safari know only `-webkit-mask`. */
function maskOver(url: string, place = 'center / contain no-repeat'): StyleRule {
  return { WebkitMask: `${url} ${place}`, mask: `${url} ${place}` };
}

/**
 * The two tones of a picture, for a class that composes `illustration`: `primary` is drawn first,
 * `accent` (the warm Al Sadu madder) over it. Both paths are in the same `viewBox`. `on` narrows
 * the element (`'&[data-art="wallets"]'`): one class then holds a set of pictures and the markup
 * picks one with an attribute, so the script carries no map of class names.
 */
export function artLayers(viewBox: string, primary: string, accent: string, on = '&'): StyleRule {
  return {
    selectors: {
      [`${on}::before`]: maskOver(svgMask(viewBox, primary)),
      [`${on}::after`]: maskOver(svgMask(viewBox, accent)),
    },
  };
}

// One 24 × 12 tile of Al Sadu weaving: a row of teeth above and below (in primary) and a row of
// diamonds between them (in accent), the half diamonds at the sides meeting the next tile's.
const bandTile = svgMask(
  '0 0 24 12',
  'M0 0h24l-6 3-6-3-6 3zM0 12h24l-6-3-6 3-6-3zM12 3l3 3-3 3-3-3zM0 3l3 3-3 3zM24 3l-3 3 3 3z',
);

/**
 * The brand band: a 12 px strip of Al Sadu weaving as wide as its box, on the element itself or on
 * its `::before` / `::after` (`style(saduBand('::after'))`), which keeps it out of the accessibility
 * tree by construction. It starts at the inline-start edge. In high contrast it folds to nothing
 * (`motif.fillOpacity` is 0), so only the edge it sits on remains; in forced colours it is not drawn.
 */
export function saduBand(on: '' | '::before' | '::after' = ''): StyleRule {
  const band: StyleRule = {
    content: '""',
    display: 'block',
    blockSize: `calc(${vars.motif.fillOpacity} * 12px)`,
    background: `linear-gradient(${vars.color.primary} 25%, ${vars.color.accent} 25% 75%, ${vars.color.primary} 75%)`,
    ...maskOver(bandTile, '0 0 / 24px 12px repeat-x'),
    pointerEvents: 'none',
  };
  const rtl = { transform: 'scaleX(-1)' };
  const hidden = { display: 'none' };
  if (on === '')
    return {
      ...band,
      selectors: { '&:dir(rtl)': rtl },
      '@media': { '(forced-colors: active)': hidden },
    };
  return {
    selectors: { [`&${on}`]: band, [`&:dir(rtl)${on}`]: rtl },
    '@media': { '(forced-colors: active)': { selectors: { [`&${on}`]: hidden } } },
  };
}
