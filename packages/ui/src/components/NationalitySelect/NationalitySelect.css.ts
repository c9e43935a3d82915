import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const label = style({ fontWeight: vars.font.weight.medium });
export const country = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
