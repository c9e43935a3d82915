import { style } from '@vanilla-extract/css';

// Focus rests on the area only while it reloads (after "Try again"): not a control, no ring.
export const area = style({ outline: 'none' });
