// A link that carries history state (an address typed so far) to the page it opens. @bank/ui's
// Link and ButtonLink do not pass `state` through to the router's Link, so the click navigates
// itself; a click that opens a new tab or window (modifier keys, another button) keeps the plain
// link, without the state.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function useCarryState(to: string, state: unknown, before?: () => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    before?.();
    void navigate(to, { state });
  };
}
