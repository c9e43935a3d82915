// A partner bank's brand: the exported theme contract filled with its own colours.
import { createTheme } from '@vanilla-extract/css';
import { lightTokens, vars } from '@bank/ui/theme';

export const partnerBrand = createTheme(vars, {
  ...lightTokens,
  color: {
    ...lightTokens.color,
    primary: '#6a1b9a',
    primaryHover: '#4a148c',
    primarySoft: '#f3e5f5',
    link: '#6a1b9a',
    focus: '#6a1b9a',
  },
  radius: { ...lightTokens.radius, md: '2px' },
});
