import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/**
 * A form reads best at about 40 characters a field: it does not stretch across a wide screen.
 * `contain: inline-size`: the inputs' natural width must not widen the dashboard's one-column
 * grid (`1fr` is at least its content's min-content) past a 360 px phone.
 */
export const page = style({ maxInlineSize: '44rem', contain: 'inline-size' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
