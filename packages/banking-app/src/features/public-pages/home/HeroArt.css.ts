import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

// Beside the text on wide screens; on a phone the text and the buttons come first and alone.
export const art = style({
  display: 'none',
  position: 'relative',
  '@media': { 'screen and (min-width: 960px)': { display: 'block' } },
});
export const svg = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });
export const glow = style({ fill: vars.color.primarySoft });
export const backCard = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
});
export const backStripe = style({ fill: vars.color.borderStrong, opacity: 0.5 });
export const card = style({ fill: vars.color.primary });
export const chip = style({ fill: vars.color.accent });
export const waves = style({
  fill: 'none',
  stroke: vars.color.textOnPrimary,
  strokeWidth: 4,
  strokeLinecap: 'round',
});
export const line = style({ fill: vars.color.textOnPrimary, opacity: 0.85 });
export const lineShort = style({ fill: vars.color.textOnPrimary, opacity: 0.55 });
export const coinA = style({ fill: vars.color.accent });
export const coinB = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
  strokeWidth: 3,
});
export const coinC = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.primary,
  strokeWidth: 3,
});
// Laid over the front card's lower edge, inside its rounded corners (x 60–320, y 302–316 of the
// 440 × 360 drawing). Physical `left`: the drawing is not mirrored in right-to-left.
export const band = style({
  position: 'absolute',
  left: `${(60 / 440) * 100}%`,
  inlineSize: `${(260 / 440) * 100}%`,
  insetBlockStart: `${(302 / 360) * 100}%`,
  blockSize: '14px',
});
