import { style } from '@vanilla-extract/css';

export const bigAmount = style({ margin: 0 });

/** An id or hash breaks anywhere rather than widen a phone's screen. */
export const breakAnywhere = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });
