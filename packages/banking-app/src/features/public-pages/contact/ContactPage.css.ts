import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const icon = style({ color: vars.color.primary, display: 'inline-flex' });
export const detail = style({ unicodeBidi: 'isolate', textAlign: 'start' });
export const formSection = style({ maxWidth: 640 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const summary = style({
  borderRadius: vars.radius.md,
  ':focus': {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});
export const summaryList = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
});
export const textarea = style({
  width: '100%',
  minHeight: 140,
  padding: vars.space.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
