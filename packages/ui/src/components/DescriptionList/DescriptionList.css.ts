import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

// Rows are subgrids of the list, so every row's columns line up even where a row has no Change link.
export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto' } },
});
export const row = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  gridTemplateAreas: '"term change" "description description"',
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [wide]: { gridTemplateAreas: '"term description change"' } },
});
export const term = style({
  gridArea: 'term',
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const description = style({
  gridArea: 'description',
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const change = style({ gridArea: 'change', margin: 0, justifySelf: 'end' });
export const changeButton = style({ padding: 0, border: 0, background: 'none', font: 'inherit' });
