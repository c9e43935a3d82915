import { style } from '@vanilla-extract/css';

// The other language's name ("العربية" on an English page) is drawn in the system's font: one
// word must not make every English page download the Arabic web font (about 160 KB). Every
// platform the bank supports ships an Arabic system font.
export const otherLanguage = style({
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Tahoma, sans-serif',
});
