// Whether a visit's history state says a guard refused the page asked for (GuardedRoute's
// `RefusedState`): read by the dashboard's frame before it loads the notice that explains it.
import type { RefusedState } from './GuardedRoute';

export const isRefused = (state: unknown): state is Required<RefusedState> =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as RefusedState).from === 'string' &&
  typeof (state as RefusedState).refused === 'string';
