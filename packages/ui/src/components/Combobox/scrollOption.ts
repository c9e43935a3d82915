/**
 * Scrolls the highlighted option fully into the list's view with room around it: the option
 * before or after it shows too, so it never sits flush with (or half under) the edge or a sticky
 * group heading. Used for downshift's `scrollIntoView`, whose default ('nearest', no margin) left
 * the chosen option on the edge of an opened list.
 */
export function scrollOptionIntoView(option: HTMLElement | null, list: HTMLElement | null) {
  if (!option || !list) return;
  const adjust = () => {
    const view = list.getBoundingClientRect();
    const item = option.getBoundingClientRect();
    const heading = option
      .closest('[role="group"]')
      ?.querySelector<HTMLElement>('[role="presentation"]');
    const covered = heading ? heading.getBoundingClientRect().height : 0;
    const room = Math.max(0, Math.min(item.height, (view.height - covered - item.height) / 2));
    const top = view.top + covered + room;
    const bottom = view.bottom - room;
    if (item.top < top) list.scrollTop -= top - item.top;
    else if (item.bottom > bottom) list.scrollTop += item.bottom - bottom;
  };
  adjust();
  // Options far down the list are laid out at an estimated height (content-visibility) until
  // they come into view: measure once more when the browser has drawn the real one.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(adjust);
}
