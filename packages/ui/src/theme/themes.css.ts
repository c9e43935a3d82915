import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, highContrastTokens, lightTokens } from './tokens';

// System default first: the page follows the operating system until the user picks a theme.
// The class themes below come later in the stylesheet, so an explicit choice wins.
globalStyle(':root', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens), colorScheme: 'dark' },
    '(prefers-contrast: more)': { vars: assignVars(vars, highContrastTokens), colorScheme: 'dark' },
  },
});

/** Class names that apply a theme to an element and everything inside it. */
export const lightTheme = createTheme(vars, lightTokens, 'light');
export const darkTheme = createTheme(vars, darkTokens, 'dark');
export const highContrastTheme = createTheme(vars, highContrastTokens, 'high-contrast');

globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(`${darkTheme}, ${highContrastTheme}`, { colorScheme: 'dark' });

// Motion: every duration collapses when the user asks for reduced motion.
globalStyle(`:root, ${lightTheme}, ${darkTheme}, ${highContrastTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.base]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});
