import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const input = style({
  width: 24,
  height: 24,
  margin: 0,
  marginBlockStart: 1,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
  paddingBlockStart: 1,
  overflowWrap: 'anywhere',
});
export const messages = style({
  paddingInlineStart: `calc(24px + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
