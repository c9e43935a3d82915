import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** A directional arrow points the reading way in Arabic. */
export const backArrow = style({
  marginInlineEnd: vars.space.xxs,
  verticalAlign: 'middle',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** Buttons of a step: main action first in reading order, wrapping on a phone. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** A field no wider than a phone, shrinking on one (its input's intrinsic width must not push a 360 px page). */
export const narrowField = style({ inlineSize: '100%', maxInlineSize: 320, minInlineSize: 0 });
globalStyle(`${narrowField} input`, { minInlineSize: 0, inlineSize: '100%' });
