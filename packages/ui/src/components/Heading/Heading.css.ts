import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` },
  },
});
export const size = styleVariants({
  '1': { fontSize: vars.font.size.xxxl },
  '2': { fontSize: vars.font.size.xxl },
  '3': { fontSize: vars.font.size.xl },
  '4': { fontSize: vars.font.size.lg },
  '5': { fontSize: vars.font.size.md },
  '6': { fontSize: vars.font.size.sm },
});
export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
