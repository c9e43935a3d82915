import { style } from '@vanilla-extract/css';

// The area holds focus while it reloads (after "Try again"): not a control, so no ring.
export const area = style({ outline: 'none' });
// Loaded: the content lays out as if the area were not there (no extra gap in a Stack).
export const content = style({ display: 'contents' });
// Loading with no placeholder (content that may turn out empty): only the announcement, taking
// no room, so nothing moves when the content arrives or does not.
export const offFlow = style({ position: 'absolute' });
