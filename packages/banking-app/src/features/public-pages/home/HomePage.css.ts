import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const hero = style({
  padding: `${vars.space.xl} 0`,
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const icon = style({ color: vars.color.primary, display: 'inline-flex' });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  counterReset: 'step',
});
export const step = style({
  counterIncrement: 'step',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});
