import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/** The theme contract: CSS variables every component reads. Brand themes fill it with createTheme. */
export const vars = createThemeContract(lightTokens);
