import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The bell: a 44 px target (WCAG 2.5.8) with the count on its corner. */
export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.md,
  blockSize: vars.control.height.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-current="page"]': { borderColor: vars.color.primary },
  },
});

/** The unread count: white on the danger colour (4.5:1 in every theme), never the only sign. */
export const count = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-6px',
  minInlineSize: '20px',
  blockSize: '20px',
  paddingInline: '5px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textOnPrimary,
  fontSize: '12px',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
