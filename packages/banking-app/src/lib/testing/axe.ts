import axe from 'axe-core';

/** axe-core in jsdom (no CSS, so no contrast check: the e2e journeys check that in Chromium). */
export async function axeViolations(node: Element) {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
