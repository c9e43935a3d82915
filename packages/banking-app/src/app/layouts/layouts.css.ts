import { style } from '@vanilla-extract/css';
import { breakpoints, saduBand, vars } from '@bank/ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const header = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

// Online banking's header is edged with the brand's Al Sadu band: the signed-in frame reads as
// Sadu Bank's, not a form service's. A pseudo-element, so it is silent to assistive technology and
// costs no script; in high contrast it folds away and the border stays as a plain rule.
export const dashboardHeader = style([header, saduBand('::after')]);

export const headerInner = style({
  maxWidth: 1200,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [tablet]: { padding: `${vars.space.md} ${vars.space.xl}` } },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  minHeight: vars.control.height.sm,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  order: 3,
  width: '100%',
  '@media': { [desktop]: { order: 0, width: 'auto' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.link, textDecoration: 'underline' },
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.link,
      textDecoration: 'underline',
      textUnderlineOffset: 6,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': { [tablet]: { padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}` } },
  ':focus': { outline: 'none' },
});

export const narrowMain = style([main, { maxWidth: 560 }]);

export const footer = style({
  background: vars.color.surfaceSunken,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  maxWidth: 1200,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [tablet]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});

export const dashboardFooterInner = style([
  footerInner,
  {
    maxWidth: 1280,
    paddingBlock: vars.space.lg,
    '@media': { [tablet]: { paddingBlock: vars.space.lg } },
  },
]);

export const footerColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const footerLink = style([
  navLink,
  { fontWeight: vars.font.weight.regular, color: vars.color.text },
]);

export const dashboardShell = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: 1280,
  marginInline: 'auto',
  display: 'grid',
  // minmax(0, …): a wide table or a long IBAN scrolls inside its own region instead of widening
  // the page past a phone's width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

// The side navigation from the desktop width; below it the header's menu (NavDrawer) holds the links.
// (Hidden below the width rather than shown from it: the layout is whole where media queries are
// not evaluated.)
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

export const sideNav = style({
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [belowDesktop]: { display: 'none' } },
});

export const wideOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [belowDesktop]: { display: 'none' } },
});

export const sideNavList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { [desktop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const dashboardMain = style([main, { maxWidth: 'none', marginInline: 0 }]);

/** A refused visit's notice, above the page it led to (RefusalNotice). */
export const notice = style({ marginBlockEnd: vars.space.xl });
