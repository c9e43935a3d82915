// Whether the page is live: false while React hydrates markup that came prerendered from the build
// (and in the prerender itself), true from the render after that, and at once when the app draws
// the page itself. A prerendered form shows as disabled until then: text typed, or filled in by a
// password manager, before the app is listening would never reach its state, and a click on its
// button would be a native submission. People, assistive technologies and Playwright all wait for
// fields that are disabled.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const live = () => true;
const prerendering = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, live, prerendering);
}
