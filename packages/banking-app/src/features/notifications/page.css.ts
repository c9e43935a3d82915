import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  contain: 'inline-size',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});

/** An unread one: a bar on its start edge and bold words (and "Unread" said in words). */
export const unread = style({
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
