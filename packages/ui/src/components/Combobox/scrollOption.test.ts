import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollOptionIntoView } from './scrollOption';

/** A list 300px tall showing options 44px tall, scrolled to `scrollTop`; jsdom has no layout, so rects follow scrollTop. */
function list(options: number, { heading = false } = {}) {
  const root = document.createElement('div');
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  const title = document.createElement('div');
  title.setAttribute('role', 'presentation');
  if (heading) group.append(title);
  root.append(group);
  const items = Array.from({ length: options }, () =>
    group.appendChild(document.createElement('div')),
  );
  root.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 300 });
  title.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 28 });
  items.forEach((item, i) => {
    item.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 0, y: 100 + i * 44 - root.scrollTop, width: 300, height: 44 });
  });
  return { root, items };
}

describe('scrollOptionIntoView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls a highlighted option below the view up far enough that the next option shows too', () => {
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => run());
    const { root, items } = list(40);
    scrollOptionIntoView(items[20]!, root);
    const item = items[20]!.getBoundingClientRect();
    // 300px view: the option ends one option height (44px) above the bottom edge.
    expect(item.bottom).toBe(400 - 44);
  });

  it('scrolls an option above the view down with the same room, below a sticky group heading', () => {
    const { root, items } = list(40, { heading: true });
    root.scrollTop = 600;
    scrollOptionIntoView(items[5]!, root);
    expect(items[5]!.getBoundingClientRect().top).toBe(100 + 28 + 44);
  });

  it('leaves an option that already has room around it where it is', () => {
    const { root, items } = list(40);
    root.scrollTop = 88;
    scrollOptionIntoView(items[5]!, root);
    expect(root.scrollTop).toBe(88);
  });
});
