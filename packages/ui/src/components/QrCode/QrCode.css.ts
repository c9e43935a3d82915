import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { lightTokens } from '../../theme/tokens';

export const root = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  // A hairline keeps the white quiet zone's edge visible on a white page.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
// Scanners read dark modules on a light ground: the light theme's text and surface in every
// theme, dark included (an inverted code fails in many camera apps).
export const paper = style({ fill: lightTokens.color.surface });
export const modules = style({ fill: lightTokens.color.text });
