import { describe, expect, it } from 'vitest';
import { artLayers, saduBand, svgMask } from './art';

describe('svgMask', () => {
  it('writes a url() CSS can read, with the characters a data URI must escape escaped', () => {
    const url = svgMask('0 0 10 10', 'M0 0h10v10H0z');
    expect(url).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(url.slice(4, -1)).not.toMatch(/[<>#]/);
    const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2));
    expect(svg).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10' fill-rule='evenodd'><path d='M0 0h10v10H0z'/></svg>",
    );
  });
});

describe('artLayers', () => {
  it('masks ::before with the primary shape and ::after with the accent shape, prefixed too', () => {
    const rule = artLayers('0 0 4 4', 'M0 0h1v1z', 'M2 2h1v1z');
    const before = rule.selectors?.['&::before'] as Record<string, string>;
    const after = rule.selectors?.['&::after'] as Record<string, string>;
    expect(before.mask).toContain('M0 0h1v1z');
    expect(after.mask).toContain('M2 2h1v1z');
    expect(before.WebkitMask).toBe(before.mask);
  });
});

describe('saduBand', () => {
  it('on a pseudo-element: mirrored in right-to-left and not drawn in forced colours', () => {
    const rule = saduBand('::after');
    expect(Object.keys(rule.selectors ?? {})).toEqual(['&::after', '&:dir(rtl)::after']);
    expect(rule['@media']?.['(forced-colors: active)']).toEqual({
      selectors: { '&::after': { display: 'none' } },
    });
  });

  it('folds to no height where the theme draws no motif (high contrast)', () => {
    const band = saduBand('::before').selectors?.['&::before'] as Record<string, string>;
    expect(band.blockSize).toMatch(/^calc\(var\(--[\w-]+\) \* 12px\)$/);
    expect(band.content).toBe('""');
  });

  it('on the element itself, with the same mirror and forced-colours rule', () => {
    const rule = saduBand();
    expect(rule.selectors).toEqual({ '&:dir(rtl)': { transform: 'scaleX(-1)' } });
    expect(rule['@media']).toEqual({ '(forced-colors: active)': { display: 'none' } });
  });
});

describe('artLayers on one picture of a set', () => {
  it('narrows both layers to the element that names it', () => {
    const rule = artLayers('0 0 4 4', 'M0 0h1v1z', 'M2 2h1v1z', '&[data-art="wallets"]');
    expect(Object.keys(rule.selectors ?? {})).toEqual([
      '&[data-art="wallets"]::before',
      '&[data-art="wallets"]::after',
    ]);
  });
});
