import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
  selectors: { '&[data-status="rejected"]': { borderColor: vars.color.danger } },
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.control.height.md,
  blockSize: vars.control.height.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minInlineSize: 0,
});
export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const bar = style({
  flex: 1,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  overflow: 'hidden',
});
export const fill = style({
  blockSize: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.duration.base,
});
export const percent = style({
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: '4ch',
  textAlign: 'end',
});
export const status = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: {
    // Empty, it leaves the layout but stays in the accessibility tree: a live region must exist
    // before its words arrive, or screen readers miss them.
    '&:empty': {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '[data-status="uploaded"] &': { color: vars.color.success },
    '[data-status="rejected"] &': { color: vars.color.danger },
  },
});
export const statusIcon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
