export { Box, type BoxProps } from './Box';
export { Stack, type StackProps } from './Stack';
export { Inline, type InlineProps } from './Inline';
export { Columns, type ColumnsProps } from './Columns';
