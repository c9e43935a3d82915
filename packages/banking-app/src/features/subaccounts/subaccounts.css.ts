import { style } from '@vanilla-extract/css';

/** The users' cards are the list's items: no bullets, no indent. */
export const users = style({ listStyle: 'none', margin: 0, padding: 0 });
