import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.55, transform: 'scale(0.94)' },
});

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
});
export const inline = style({ position: 'relative', inset: 'auto', minHeight: 240 });
export const logo = style({
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
