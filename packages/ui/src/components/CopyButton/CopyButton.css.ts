import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
/** "Copied" is only read out; a failure is also shown, since it asks the customer to copy by hand. */
export const status = style({ fontSize: vars.font.size.sm, color: vars.color.danger });
