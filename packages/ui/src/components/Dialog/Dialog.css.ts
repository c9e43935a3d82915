import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  boxSizing: 'border-box',
  inlineSize: `calc(100% - 2 * ${vars.space.lg})`,
  maxBlockSize: `calc(100% - 2 * ${vars.space.lg})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  fontFamily: vars.font.family.body,
  // Without showModal (old browsers, jsdom) the dialog still sits above the page.
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  blockSize: 'fit-content',
  zIndex: vars.zIndex.modal,
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const size = styleVariants({
  sm: { maxInlineSize: '400px' },
  md: { maxInlineSize: '560px' },
  lg: { maxInlineSize: '760px' },
});

/** The centred layout: icon, title, text and buttons on one axis (short alerts such as the session timer). */
export const centered = style({});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: `calc(100vh - 2 * ${vars.space.lg})`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.sm,
  selectors: {
    [`${centered} &`]: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  paddingBlockStart: vars.space.xs,
  // No title ends on a lone word.
  textWrap: 'balance',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${centered} &`]: { textAlign: 'center' },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  // No sentence ends on a lone word ("… logged out in 2 / minutes.").
  textWrap: 'pretty',
  selectors: { [`${centered} &`]: { textAlign: 'center', textWrap: 'balance' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.sm,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
  selectors: { [`${centered} &`]: { alignItems: 'center', textAlign: 'center' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.lg,
  selectors: { [`${centered} &`]: { justifyContent: 'center' } },
});
