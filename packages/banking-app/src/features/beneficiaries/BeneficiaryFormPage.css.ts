import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** A form reads best at about 40 characters a field: it does not stretch across a wide screen. */
export const page = style({ maxInlineSize: '44rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
