import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const appLogo = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });
/** The authenticator app's mark: a shield in the brand's soft colour. */
export const logoMark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
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
  userSelect: 'all',
});
/** Where focus lands when the form is replaced by its outcome (not a control: no ring, as LoadState's area). */
export const focusTarget = style({ outline: 'none' });
