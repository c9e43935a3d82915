// Layout shared by the money screens (the pieces themselves come from @bank/ui).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** Wallet cards: as many columns as fit, one on a phone. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
});

/** A heading with a link or a control at its end, wrapping under it on a narrow screen. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A page's column of content: readable width on a wide screen. */
export const column = style({ maxInlineSize: 720 });

/** The total's figure and its switch side by side, the switch under it on a phone. */
export const totalRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A field of a short value (a currency, an amount): never wider than the phone it is on. */
export const narrowField = style({ inlineSize: '100%', maxInlineSize: 320, minInlineSize: 0 });
// An input's intrinsic width (its `size`, about 20 characters) counts in its container's minimum
// width unless the input has a width of its own: in a padded card it pushed a 360 px page sideways.
globalStyle(`${narrowField} input`, { minInlineSize: 0, inlineSize: '100%' });

/** Buttons of a step: main action first in reading order, wrapping on a phone. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** A directional arrow points the reading way in Arabic. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** The "Back" link's arrow: beside the word, pointing back in either direction. */
export const backArrow = style([flipInRtl, { marginInlineEnd: vars.space.xxs, verticalAlign: 'middle' }]);
