// The security headers of the production server, scored by the Observatory's rules
// (observatory.ts) on the home page in each language, and the CSP rule of issue 7 checked on every
// audited page: no 'unsafe-inline' nor 'unsafe-eval' in script-src.
import { observatoryScore } from './observatory';
import { TARGETS } from './targets';
import type { AuditPage, AuditResult } from './types';

const SCRIPT_SRC = /(?:^|;)\s*script-src\s+([^;]*)/;

export const securityHeadersAudit = async ({
  baseUrl,
  pages,
  siteOrigin,
}: {
  baseUrl: string;
  pages: AuditPage[];
  siteOrigin: string;
}): Promise<AuditResult> => {
  const result: AuditResult = { measurements: [], findings: [] };
  for (const home of ['/', '/en']) {
    const response = await fetch(`${baseUrl}${home}`);
    const headers = Object.fromEntries(response.headers.entries());
    const score = observatoryScore({ headers, html: await response.text(), siteOrigin });
    const language = home === '/' ? 'fr' : 'en';
    result.measurements.push({
      audit: 'headers',
      template: 'home',
      language,
      metric: `Observatory-rules score (${score.grade})`,
      value: score.score,
      unit: 'score',
      target: TARGETS.observatoryScore,
    });
    for (const test of score.tests.filter(({ modifier }) => modifier < 0)) {
      result.findings.push({ audit: 'headers', where: home, message: `${test.test}: ${test.result} (${test.modifier})` });
    }
  }
  let unsafe = 0;
  for (const page of pages) {
    const policy = (await fetch(`${baseUrl}${page.path}`, { method: 'HEAD' })).headers.get('content-security-policy') ?? '';
    const scriptSrc = SCRIPT_SRC.exec(policy)?.[1];
    if (scriptSrc === undefined || /'unsafe-(?:inline|eval)'/.test(scriptSrc)) {
      unsafe += 1;
      result.findings.push({
        audit: 'headers',
        where: page.path,
        message: scriptSrc === undefined ? 'no script-src in the Content-Security-Policy' : `script-src allows ${scriptSrc}`,
      });
    }
  }
  result.measurements.push({
    audit: 'headers',
    template: 'site',
    language: 'all',
    metric: "pages whose script-src allows 'unsafe-inline' or 'unsafe-eval', or is missing",
    value: unsafe,
    unit: 'count',
    target: { kind: 'max', value: 0 },
  });
  return result;
};
