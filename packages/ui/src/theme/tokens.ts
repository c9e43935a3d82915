/**
 * The design tokens: one typed shape with semantic names, filled by each theme.
 * Components read them only through `vars` (the vanilla-extract contract), never raw values.
 */
export type Tokens = {
  color: {
    /** Page background. */
    surface: string;
    /** Raised panels: cards, dialogs, popovers. */
    surfaceRaised: string;
    /** Recessed areas: table headers, code, skeletons. */
    surfaceSunken: string;
    text: string;
    textMuted: string;
    /** Text and icons placed on `primary`. */
    textOnPrimary: string;
    primary: string;
    primaryHover: string;
    primarySoft: string;
    link: string;
    danger: string;
    dangerHover: string;
    dangerSoft: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    infoSoft: string;
    /** Decorative dividers and card edges (not for controls). */
    border: string;
    /** Control boundaries: at least 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: string;
    focus: string;
    /** Backdrop behind dialogs and overlays. */
    overlay: string;
    /**
     * The warm accent from Al Sadu's palette (madder red): highlights and illustrations only, such
     * as the Sadu motif. Never a status (that is `danger`, `warning`, `success`) and never the only
     * carrier of a meaning. At least 4.5:1 against `surface` and `surfaceRaised` in every theme
     * (light 6.9:1, dark 7.8:1 and 6.8:1, high contrast 12.4:1), so it may also colour large text.
     */
    accent: string;
    /** A tint of the accent behind highlights; text on it stays `text` (light 14.2:1, dark 13.1:1). */
    accentSoft: string;
  };
  /**
   * How the Al Sadu motif (SaduPattern) is drawn: filled shapes, or in high contrast only their
   * outline (`fillOpacity` 0, a `strokeWidth` in SVG user units), so the motif steps back.
   */
  motif: { fillOpacity: string; strokeWidth: string };
  space: Record<'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'full', string>;
  font: {
    family: { body: string; heading: string; mono: string };
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl', string>;
    lineHeight: Record<'tight' | 'normal' | 'relaxed', string>;
    weight: Record<'regular' | 'medium' | 'bold', string>;
  };
  shadow: Record<'sm' | 'md' | 'lg', string>;
  motion: {
    duration: Record<'fast' | 'base' | 'slow', string>;
    easing: string;
  };
  zIndex: Record<'base' | 'dropdown' | 'sticky' | 'overlay' | 'modal' | 'toast', string>;
  focusRing: { width: string; offset: string };
  /** Minimum target size for pointer input (WCAG 2.5.8 asks for 24px; we use 44px for primary controls). */
  control: { height: Record<'sm' | 'md' | 'lg', string> };
};

const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  font: {
    family: {
      body: '"Inter Variable", "Noto Sans Arabic Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
      heading:
        '"Inter Variable", "Noto Sans Arabic Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
      mono: '"JetBrains Mono Variable", "Noto Sans Arabic Variable", ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      xxxl: '2.25rem',
    },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
    weight: { regular: '400', medium: '550', bold: '700' },
  },
  motion: {
    duration: { fast: '120ms', base: '200ms', slow: '320ms' },
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    toast: '1400',
  },
  focusRing: { width: '3px', offset: '2px' },
  control: { height: { sm: '36px', md: '44px', lg: '52px' } },
  motif: { fillOpacity: '1', strokeWidth: '0' },
} satisfies Omit<Tokens, 'color' | 'shadow'>;

export const lightTokens: Tokens = {
  ...shared,
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f5f7',
    text: '#13202b',
    textMuted: '#4a5866',
    textOnPrimary: '#ffffff',
    primary: '#0a5a70',
    primaryHover: '#074455',
    primarySoft: '#e2f0f4',
    link: '#0a5a70',
    danger: '#b42318',
    dangerHover: '#8f1c13',
    dangerSoft: '#fdecea',
    success: '#17703a',
    successSoft: '#e5f4ea',
    warning: '#8a5300',
    warningSoft: '#fff3da',
    info: '#1b5bb0',
    infoSoft: '#e7effa',
    border: '#d8dfe5',
    borderStrong: '#687786',
    focus: '#1b5bd6',
    overlay: 'rgba(10, 18, 26, 0.55)',
    accent: '#a3322a',
    accentSoft: '#fbeae5',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};

export const darkTokens: Tokens = {
  ...shared,
  color: {
    surface: '#0e141a',
    surfaceRaised: '#18212a',
    surfaceSunken: '#0a0f14',
    text: '#e9eef3',
    textMuted: '#aab7c3',
    textOnPrimary: '#04212a',
    primary: '#62c6dd',
    primaryHover: '#8ed7e8',
    primarySoft: '#11333d',
    link: '#7fd2e5',
    danger: '#ff8f86',
    dangerHover: '#ffb1aa',
    dangerSoft: '#3b1714',
    success: '#72d495',
    successSoft: '#0f2f1b',
    warning: '#f4c65a',
    warningSoft: '#33270b',
    info: '#8db7f7',
    infoSoft: '#132741',
    border: '#2b3742',
    borderStrong: '#7f8d9a',
    focus: '#ffcf5c',
    overlay: 'rgba(0, 0, 0, 0.7)',
    accent: '#f08e74',
    accentSoft: '#3b1d18',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const highContrastTokens: Tokens = {
  ...shared,
  color: {
    surface: '#000000',
    surfaceRaised: '#000000',
    surfaceSunken: '#000000',
    text: '#ffffff',
    textMuted: '#ffffff',
    textOnPrimary: '#000000',
    primary: '#ffe44d',
    primaryHover: '#ffffff',
    primarySoft: '#000000',
    link: '#ffe44d',
    danger: '#ff9d94',
    dangerHover: '#ffffff',
    dangerSoft: '#000000',
    success: '#8dffb0',
    successSoft: '#000000',
    warning: '#ffd166',
    warningSoft: '#000000',
    info: '#9cc8ff',
    infoSoft: '#000000',
    border: '#ffffff',
    borderStrong: '#ffffff',
    focus: '#00e5ff',
    overlay: 'rgba(0, 0, 0, 0.85)',
    accent: '#ffb59e',
    accentSoft: '#000000',
  },
  shadow: { sm: 'none', md: 'none', lg: 'none' },
  focusRing: { width: '4px', offset: '2px' },
  motif: { fillOpacity: '0', strokeWidth: '1' },
};

/** Breakpoints (min-width, px). Media queries cannot read CSS variables, so these are constants. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = 'mobile' | keyof typeof breakpoints;

export const themeNames = ['light', 'dark', 'high-contrast'] as const;
export type ThemeName = (typeof themeNames)[number];
/** A theme the user picks, or `system` to follow `prefers-color-scheme` and `prefers-contrast`. */
export type ThemePreference = ThemeName | 'system';
