import './vars.css';

export { vars } from './vars.css';
export { lightTheme, darkTheme, highContrastTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { illustration } from './art.css';
export { artLayers, saduBand, svgMask } from './art';
export {
  lightTokens,
  darkTokens,
  highContrastTokens,
  breakpoints,
  themeNames,
  type Tokens,
  type ThemeName,
  type ThemePreference,
  type Breakpoint,
} from './tokens';
export { applyTheme, themeClass } from './applyTheme';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
