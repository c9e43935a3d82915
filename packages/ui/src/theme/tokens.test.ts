import { describe, expect, it } from 'vitest';
import { darkTokens, highContrastTokens, lightTokens, type Tokens } from './tokens';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const themes: [string, Tokens][] = [
  ['light', lightTokens],
  ['dark', darkTokens],
  ['high contrast', highContrastTokens],
];

describe('the warm accent (Al Sadu madder)', () => {
  it.each(themes)(
    'reads at 4.5:1 on the page and on cards, and text on its tint at 4.5:1, in %s',
    (_, { color }) => {
      expect(contrast(color.accent, color.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.accent, color.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.text, color.accentSoft)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('draws the motif filled in light and dark and as an outline in high contrast', () => {
    expect(lightTokens.motif).toEqual({ fillOpacity: '1', strokeWidth: '0' });
    expect(darkTokens.motif).toEqual(lightTokens.motif);
    expect(highContrastTokens.motif).toEqual({ fillOpacity: '0', strokeWidth: '1' });
  });
});
