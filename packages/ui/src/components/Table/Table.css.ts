import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const table = createContainer();
// Narrower than this, each row becomes a card with the column name beside each value. A
// container query, so a table in a narrow column of a wide page stacks too.
const narrow = `${table} (max-width: 559px)`;

export const wrapper = style({
  containerName: table,
  containerType: 'inline-size',
  inlineSize: '100%',
  minWidth: 0,
});

export const table_ = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  '@container': { [narrow]: { display: 'block' } },
});

// Fixed layout holds only as a table; stacked on a phone the cards ignore it.
export const fixed = style({ tableLayout: 'fixed' });

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@container': { [narrow]: { display: 'block' } },
});

export const head = style({ '@container': { [narrow]: { display: 'none' } } });
export const body = style({
  '@container': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
    },
  },
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: 'top',
  // break-word, not anywhere: a date or an amount never splits while a column has room.
  overflowWrap: 'break-word',
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
      gap: vars.space.sm,
      padding: 0,
      textAlign: 'start',
    },
  },
});

export const nowrap = style({ whiteSpace: 'nowrap' });
/** A left-to-right value: isolated, and on the reading side of its cell in right-to-left tables too. */
export const ltr = style({ unicodeBidi: 'isolate', direction: 'ltr', minWidth: 0 });
export const end = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The column name shown beside each value when rows are stacked (hidden from screen readers: the cell has its header). */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  '@container': { [narrow]: { display: 'block' } },
});

export const fullRow = style({ '@container': { [narrow]: { display: 'block' } } });
export const empty = style({
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.45 } });
export const skeleton = style({
  display: 'block',
  blockSize: '1em',
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const hiddenCaption = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
