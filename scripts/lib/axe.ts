// axe-core in a page driven by playwright-core, with the WCAG 2.2 A and AA rules: the browser tests and `npm run audit` run the same check.
import type { Page } from 'playwright-core';

import fs from 'fs';

// Evaluated through the DevTools protocol rather than added as a <script>: the site's
// Content-Security-Policy rightly blocks an inline script it has no hash for.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

export const axeViolations = async (page: Page): Promise<AxeViolation[]> => {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, WCAG_TAGS);
};

/** A readable list of violations for an assertion message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
