import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The tables' natural width must not widen the dashboard's grid past a phone. */
export const page = style({ contain: 'inline-size' });

/**
 * A check's result inside the form's start-aligned stack: as wide as the form. Contained, its
 * width is not taken from its content, so without a width of its own it shrank to nothing (one
 * letter a line on a phone).
 */
export const result = style({ contain: 'inline-size', inlineSize: '100%' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
});

/** An arrow that points back in either reading direction. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** Values one under the other inside a cell. */
export const lines = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'inherit' });

export const narrow = style({ inlineSize: '100%', maxInlineSize: 420, minInlineSize: 0 });

/** The employee's fields, two to a line where there is room. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

/** The month's choice: a native select drawn as the design system's inputs. */
export const select = style({
  inlineSize: '100%',
  minBlockSize: vars.control.height.md,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

/** The run's table of employees scrolls sideways on a narrow screen (its region takes focus). */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const end = style({ textAlign: 'end', whiteSpace: 'nowrap' });

/** An amount's input in a row: wide enough for "1,000,000.00". */
export const amountCell = style({ minInlineSize: '11rem' });

export const daysCell = style({ inlineSize: '6rem' });

/** A field's problem under its input in a row. */
export const cellError = style({ color: vars.color.danger, fontSize: vars.font.size.sm });

export const plainList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The problems of a line: sentences under its number. */
export const problems = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
});
