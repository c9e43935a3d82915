import { style } from '@vanilla-extract/css';

export const bigAmount = style({ margin: 0 });
