// Layout shared by the money screens (the pieces themselves come from @bank/ui).
import { style } from '@vanilla-extract/css';
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

/** The total's placeholder: exactly one line of the figure (Money size xl: its font size and line height). */
export const figurePlaceholder = style({
  display: 'block',
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
  blockSize: '1lh',
});

/** The total's figure and its switch side by side, the switch under it on a phone. */
export const totalRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

// The flows' shared pieces (a short field, a step's buttons) live with the flow frame.
export { buttons, narrowField } from '@/components/FlowFrame.css';
