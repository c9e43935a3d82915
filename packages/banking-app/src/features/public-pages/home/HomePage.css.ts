import { style } from '@vanilla-extract/css';
import { artLayers, illustration, vars } from '@bank/ui';

export const hero = style({
  padding: `${vars.space.xl} 0`,
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});
export const icon = style({ color: vars.color.primary, display: 'inline-flex' });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  counterReset: 'step',
});
export const step = style({
  counterIncrement: 'step',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

// Each product's picture, on a soft panel at the head of its card: drawn in CSS (a mask per tone, in
// the theme's colours), so the home page carries no image request and no script for it. The card
// names its picture (`data-art`). [primary, accent] paths in a 160 × 100 box.
const drawings = {
  // A phone with the customer's card on its screen, and coins of the currencies they hold.
  personal: [
    'M66 6h36a8 8 0 0 1 8 8v72a8 8 0 0 1-8 8H66a8 8 0 0 1-8-8V14a8 8 0 0 1 8-8zM63 16h42v64H63zM68 54h24v4H68zM68 63h32v4H68zM68 72h18v3H68z',
    'M68 22h32a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H68a3 3 0 0 1-3-3V25a3 3 0 0 1 3-3zM65 28h38v4H65zM36 50a14 14 0 1 0 0 28a14 14 0 1 0 0-28zm0 7 7 7-7 7-7-7zM30 24a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM130 56a11 11 0 1 0 0 22a11 11 0 1 0 0-22zm0 5 6 6-6 6-6-6z',
  ],
  // A company's building paying a supplier's shop: Sadu chevrons between them, woven edges above.
  business: [
    'M20 94V24h56v70zM28 38h10v10H28zM43 38h10v10H43zM58 38h10v10H58zM28 54h10v10H28zM43 54h10v10H43zM58 54h10v10H58zM42 74h12v20H42zM112 94V52h36v42zM120 60h20v12h-20zM126 80h8v14h-8z',
    'M20 24h56v4l-7 5-7-5-7 5-7-5-7 5-7-5-7 5-7-5zM110 46h40v6l-5 5-5-5-5 5-5-5-5 5-5-5-5 5-5-5zM82 62l8 8-8 8h6l8-8-8-8zM94 62l8 8-8 8h6l8-8-8-8z',
  ],
  // A safe with a diamond in its dial: custody and private banking.
  private: [
    'M44 12h72a6 6 0 0 1 6 6v64a6 6 0 0 1-6 6H44a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6zM46 20h68v60H46zM50 24h60v52H50zM80 34a16 16 0 1 0 0 32a16 16 0 1 0 0-32zM48 88h10v6H48zM102 88h10v6h-10z',
    'M80 40l10 10-10 10-10-10zm0 6-4 4 4 4 4-4zM24 28l5 5-5 5-5-5zM138 22l6 6-6 6-6-6zM140 62l4 4-4 4-4-4z',
  ],
} satisfies Record<string, [string, string]>;
export type ProductArt = keyof typeof drawings;
export const productArt = style([
  illustration,
  {
    inlineSize: '100%',
    blockSize: '120px',
    borderRadius: vars.radius.md,
    background: vars.color.primarySoft,
    selectors: { '&::before, &::after': { inset: vars.space.sm } },
  },
  ...Object.entries(drawings).map(([name, [primary, accent]]) =>
    artLayers('0 0 160 100', primary, accent, `&[data-art="${name}"]`),
  ),
]);
