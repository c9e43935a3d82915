import { style } from '@vanilla-extract/css';

export const code = style({ maxWidth: '14ch' });
