import { style } from '@vanilla-extract/css';

/** A fieldset that only carries `disabled`: no border, padding or minimum width of its own. */
export const plain = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
