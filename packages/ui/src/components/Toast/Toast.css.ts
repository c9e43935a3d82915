import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  insetInlineStart: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  // The empty area around the toasts lets clicks through to the page.
  pointerEvents: 'none',
});
export const region = style({ display: 'contents' });

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.control.height.md} * 9)`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineStartWidth: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${enter} ${vars.motion.duration.base} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
});
export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  marginBlockStart: vars.space.xxs,
});
export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const message = style({ margin: 0, fontSize: vars.font.size.sm });
export const action = style({ alignSelf: 'flex-start' });
export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});
