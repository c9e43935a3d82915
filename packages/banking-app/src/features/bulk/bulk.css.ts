import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The tables' natural width must not widen the dashboard's grid past a phone. */
export const page = style({ contain: 'inline-size' });

/** Values one under the other inside a cell (totals per currency, the outcome's counts). */
export const lines = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'inherit' });

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

export const plainList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The problems of a row: a list of sentences, each after its field's name. */
export const problems = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
});

/** The rows' table scrolls sideways on a narrow screen (its region takes the keyboard's focus). */
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
});

export const end = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const code = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });

/** Each row of the file with what is said under it: one group, ruled off from the next. */
export const group = style({ borderBlockStart: `1px solid ${vars.color.border}` });

/** What is said under a row: its problems and what can be done, or why it failed. */
export const under = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const flagged = style({ background: vars.color.dangerSoft });

/** The new batch's chosen file read: what it holds. */
export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const narrow = style({ inlineSize: '100%', maxInlineSize: 420, minInlineSize: 0 });

/** The fix's fields, two to a line where there is room. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
