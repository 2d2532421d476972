// Two accessibility engines, axe-core (WCAG 2.2 A and AA) and IBM's Equal Access engine
// (scripts/lib/accessibility-checker.ts), on one page of every template, in French and English, at
// 1440 px and 390 px; then, on the home page, with the navbar dropdown, the sidebar (down to its
// third level) and the pop-in open, the states a static scan never sees.
import type { Browser, Page } from 'playwright-core';
import { checkerViolations } from '../lib/accessibility-checker';
import { axeViolations } from '../lib/axe';
import { launchChromium } from '../lib/chromium';
import { TARGETS } from './targets';
import type { AuditPage, AuditResult, Finding } from './types';

export const AUDIT_WIDTHS = { desktop: 1440, mobile: 390 } as const;

/** A visitor who already answered the consent banner, so that it does not cover the page. */
const answeredConsent = (baseUrl: string) => ({
  name: 'esnum_consent',
  value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() })),
  url: baseUrl,
});

const openHydrated = async (browser: Browser, baseUrl: string, path: string, width: number) => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  await context.addCookies([answeredConsent(baseUrl)]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() => document.readyState === 'complete' && performance.getEntriesByName('onInitialClientRender').length > 0);
  return page;
};

/** The interactive states of the home page, each a function that opens it (French labels). */
const OPEN_STATES: Array<{ name: string; width: number; open: (page: Page) => Promise<void> }> = [
  {
    name: 'navbar dropdown open',
    width: AUDIT_WIDTHS.desktop,
    open: (page) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Nos campus' }).click(),
  },
  {
    name: 'sidebar open at its third level',
    width: AUDIT_WIDTHS.mobile,
    open: async (page) => {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Formations' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mastère' }).click();
    },
  },
  {
    name: 'pop-in open',
    width: AUDIT_WIDTHS.desktop,
    open: async (page) => {
      await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

export const accessibilityAudit = async ({
  baseUrl,
  pages,
  onProgress = () => undefined,
}: {
  baseUrl: string;
  pages: AuditPage[];
  onProgress?: (line: string) => void;
}): Promise<AuditResult> => {
  const browser = await launchChromium();
  const result: AuditResult = { measurements: [], findings: [] };
  const record = async (template: string, language: string, metric: string, where: string, page: Page) => {
    const axeFindings: Finding[] = (await axeViolations(page)).map((violation) => ({
      audit: 'axe',
      where,
      message: `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    }));
    const checkerFindings: Finding[] = (await checkerViolations(page)).map((violation) => ({
      audit: 'equal-access',
      where,
      message: `${violation.ruleId}: ${violation.message} — ${violation.path}`,
    }));
    result.findings.push(...axeFindings, ...checkerFindings);
    result.measurements.push(
      { audit: 'axe', template, language, metric, value: axeFindings.length, unit: 'count', target: TARGETS.axeViolations },
      {
        audit: 'equal-access',
        template,
        language,
        metric,
        value: checkerFindings.length,
        unit: 'count',
        target: TARGETS.checkerViolations,
      },
    );
    return `${axeFindings.length} axe and ${checkerFindings.length} Equal Access violations`;
  };
  try {
    let done = 0;
    for (const auditPage of pages) {
      for (const [device, width] of Object.entries(AUDIT_WIDTHS)) {
        const page = await openHydrated(browser, baseUrl, auditPage.path, width);
        const counts = await record(
          auditPage.template,
          auditPage.language,
          `violations (${width} px)`,
          `${auditPage.path} (${width} px)`,
          page,
        );
        await page.context().close();
        onProgress(`accessibility ${++done}/${pages.length * 2} ${auditPage.path} (${device}): ${counts}`);
      }
    }
    for (const state of OPEN_STATES) {
      const page = await openHydrated(browser, baseUrl, '/', state.width);
      await state.open(page);
      const counts = await record('home', 'fr', `violations, ${state.name}`, `/ (${state.name}, ${state.width} px)`, page);
      await page.context().close();
      onProgress(`accessibility / with the ${state.name}: ${counts}`);
    }
  } finally {
    await browser.close();
  }
  return result;
};
