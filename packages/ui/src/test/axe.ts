import axe from 'axe-core';

/** WCAG 2.2 level A and AA rules only (best-practice rules are advice, not conformance). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on an element and returns the violations, one line each. */
export async function axeViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
