import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { lightTokens } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  maxInlineSize: '36rem',
});
export const instructions = style({ margin: 0 });
export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  borderRadius: vars.radius.lg,
  // The camera's picture is dark whatever the theme; the frame guide is drawn in white on it.
  background: lightTokens.color.text,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
export const shape = styleVariants({
  document: { aspectRatio: '4 / 3' },
  selfie: { aspectRatio: '3 / 4', maxInlineSize: '24rem' },
});
export const media = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
// A selfie preview is a mirror, as people expect; the photo itself is not mirrored.
export const mirrored = style({ transform: 'scaleX(-1)' });
const guideBase = {
  position: 'absolute',
  border: `3px solid ${lightTokens.color.surface}`,
  boxShadow: `0 0 0 100vmax ${lightTokens.color.overlay}`,
  pointerEvents: 'none',
} as const;
export const guide = styleVariants({
  // An ID-1 card (85.60 × 53.98 mm), as Emirates IDs and bank cards are.
  document: {
    ...guideBase,
    insetInline: '8%',
    insetBlockStart: '50%',
    aspectRatio: '85.6 / 53.98',
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.md,
  },
  selfie: { ...guideBase, insetInline: '17%', insetBlock: '12%', borderRadius: '50%' },
});
export const starting = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: lightTokens.color.surface,
  fontWeight: vars.font.weight.medium,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const problem = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
export const problemIcon = style({
  flexShrink: 0,
  color: vars.color.warning,
  marginBlockStart: vars.space.xxs,
});
