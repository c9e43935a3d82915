import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
export const tone = styleVariants({
  link: {},
  neutral: { color: 'inherit' },
});
export const weight = styleVariants({
  regular: {},
  medium: { fontWeight: vars.font.weight.medium },
});
