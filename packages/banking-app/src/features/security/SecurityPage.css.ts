import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const qr = style({
  display: 'block',
  inlineSize: '200px',
  blockSize: '200px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  imageRendering: 'pixelated',
});
export const secret = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});
export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
