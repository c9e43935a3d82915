import axe from 'axe-core';

/**
 * axe-core in jsdom: ARIA, names, roles and structure. jsdom applies no CSS, so colour contrast
 * is checked in the real browser (test/stories) instead.
 */
export async function axeViolations(node: Element | Document = document) {
  const result = await axe.run(node as Element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
