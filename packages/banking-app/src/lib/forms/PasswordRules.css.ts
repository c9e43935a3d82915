import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});
const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const ok = style([item, { color: vars.color.success }]);
export const pending = style([item, { color: vars.color.textMuted }]);
export const note = style({ display: 'block', color: vars.color.textMuted });
/** "(done)" / "(not yet)" for screen readers: the tick alone is not read. */
export const state = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
