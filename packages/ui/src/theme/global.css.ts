import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(':where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd)', { margin: 0 });
globalStyle(':where(button, input, select, textarea)', { font: 'inherit', color: 'inherit' });

// A visible focus indicator for everything that takes focus from the keyboard (WCAG 2.4.7, 2.4.11).
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
