/**
 * Story check (browser only): the open list shows its highlighted option whole, with room
 * around it, not flush with or half under an edge. Waits two frames for the list's last scroll.
 */
export async function expectHighlightedOptionInView(root: HTMLElement) {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const list = root.querySelector<HTMLElement>('[role="listbox"]');
  const id = root.querySelector('[aria-activedescendant]')?.getAttribute('aria-activedescendant');
  const option = id ? root.ownerDocument.getElementById(id) : null;
  if (!list || !option)
    throw new Error('expectHighlightedOptionInView: no open list with a highlighted option');
  const view = list.getBoundingClientRect();
  const item = option.getBoundingClientRect();
  const room = Math.min(item.top - view.top, view.bottom - item.bottom);
  if (room < item.height / 2)
    throw new Error(
      `The highlighted option sits ${Math.round(room)}px from the list's edge (at least ${item.height / 2}px wanted)`,
    );
}
