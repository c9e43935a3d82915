import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.lg,
  blockSize: vars.control.height.lg,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
// The pictures are inline SVG (EmptyStatePicture.tsx): only their frame and colours are here, so
// the shared stylesheet carries no drawing. 120 × 90, mirrored in right-to-left like the reading
// direction; a tick reads the same in Arabic, so the review picture does not turn.
export const art = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: '120px',
  blockSize: '90px',
  pointerEvents: 'none',
  selectors: {
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
    '&[data-art="review"]:dir(rtl)': { transform: 'none' },
  },
  // Forced colours: the shapes in the system's text and highlight colours, no disc (as a gradient
  // background would be dropped), since a token colour could vanish on the system's background.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none' } },
});
const forced = (fill: string) => ({ '@media': { '(forced-colors: active)': { fill } } });
export const disc = style([{ fill: vars.color.primarySoft }, forced('transparent')]);
export const primary = style([{ fill: vars.color.primary }, forced('CanvasText')]);
export const accent = style([{ fill: vars.color.accent }, forced('Highlight')]);
export const title = style({ margin: 0 });
export const text = style({ margin: 0, maxInlineSize: '40ch', color: vars.color.textMuted });
export const action = style({ marginBlockStart: vars.space.sm });
