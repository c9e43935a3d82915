/**
 * The characters of an element's text in the order they are painted: line by line, left to
 * right. For a left-to-right value it must equal the value itself; the bidi algorithm would
 * paint an unisolated `2001:db8::1` in Arabic text as `db8::1:2001`. Browser only (needs layout).
 */
export function paintedText(element: Element): string {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  const glyphs: Array<{ ch: string; x: number; y: number }> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      // Isolate marks and collapsed white space take no room.
      if (rect.width === 0) continue;
      glyphs.push({ ch: text[i]!, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    }
  }
  // Glyphs of one line share their middle within a few pixels; lines are a line-height apart.
  glyphs.sort((a, b) => (Math.abs(a.y - b.y) > 4 ? a.y - b.y : a.x - b.x));
  return glyphs.map((g) => g.ch).join('');
}

/** Throws unless every element's painted text equals its logical text (what a reader must see). */
export function expectPaintedInOrder(elements: Iterable<Element>) {
  const wrong: string[] = [];
  let count = 0;
  for (const element of elements) {
    count++;
    const logical = (element.textContent ?? '').replace(/[\u2066-\u2069\s]/g, '');
    const painted = paintedText(element).replace(/\s/g, '');
    if (painted !== logical) wrong.push(`"${logical}" is painted as "${painted}"`);
  }
  if (count === 0) throw new Error('expectPaintedInOrder: no element to check');
  if (wrong.length)
    throw new Error(`Left-to-right values painted out of order: ${wrong.join('; ')}`);
}
