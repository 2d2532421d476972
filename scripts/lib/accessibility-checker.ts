// IBM's Equal Access engine (accessibility-checker-engine) in a page driven by playwright-core: the
// second accessibility engine beside axe-core, for the browser tests and `npm run audit` alike.
// The two read the rules differently: axe said nothing of the skip link and the phone's
// call-to-action bar outside any landmark, of an aria-controls pointing to no element or of several
// <article> with the same name, all of which this one reports.
//
// The ruleset is IBM_Accessibility (WCAG 2.2 A and AA, EN 301 549 and the engine's own landmark and
// naming rules). Only its definite failures count (VIOLATION, FAIL); its "potential" and "manual"
// results are questions for a person ("is this focus indicator visible?"), not findings.
import fs from 'fs';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol, as axe is: the site's Content-Security-Policy rightly
// blocks a <script> it has no hash for.
const ENGINE_SOURCE = fs.readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
const RULESET = 'IBM_Accessibility';

export interface CheckerViolation {
  ruleId: string;
  message: string;
  /** The element's XPath in the DOM. */
  path: string;
}

export const checkerViolations = async (page: Page): Promise<CheckerViolation[]> => {
  if (!(await page.evaluate('typeof window.ace !== "undefined"'))) await page.evaluate(ENGINE_SOURCE);
  return page.evaluate(async (ruleset) => {
    interface Result {
      ruleId: string;
      message: string;
      value: [string, string];
      path: { dom: string };
    }
    const engine = (
      window as unknown as {
        ace: { Checker: new () => { check: (scope: Document, rulesets: string[]) => Promise<{ results: Result[] }> } };
      }
    ).ace;
    const { results } = await new engine.Checker().check(document, [ruleset]);
    return results
      .filter(({ value: [level, outcome] }) => level === 'VIOLATION' && outcome === 'FAIL')
      .map(({ ruleId, message, path }) => ({ ruleId, message, path: path.dom }));
  }, RULESET);
};

/** A readable list of violations for an assertion message. */
export const describeCheckerViolations = (violations: CheckerViolation[]) =>
  violations.map((violation) => `${violation.ruleId}: ${violation.message} — ${violation.path}`);
