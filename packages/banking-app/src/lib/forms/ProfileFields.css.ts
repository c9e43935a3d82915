import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const phone = style({ display: 'grid', gap: vars.space.lg });
