import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const code = style({
  flexShrink: 0,
  alignSelf: 'flex-start',
  minInlineSize: '3.5ch',
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.family.mono,
});
export const description = style({ minWidth: 0 });
