// Build time: merges the legacy table and the CMS redirects, checks every rule, and flattens every
// chain so each old address answers with one permanent redirect straight to its final page. A
// target that is not a page, two rules that disagree, or a loop fails the build with a clear list.
import type { RedirectConfig } from '../../../shared/redirects/config';
import { normalizePath } from '../../../shared/redirects/normalize';
import { matchRules, type PatternRule } from '../../../shared/redirects/rules';

export interface RedirectRow {
  from: string;
  to: string;
  /** Where the row comes from, for messages: "legacy-redirects.tsv:12", "CMS redirect abc123". */
  origin: string;
}

export interface CompileInput {
  table: RedirectRow[];
  cms: RedirectRow[];
  patterns: PatternRule[];
  raw: PatternRule[];
  isPage: (path: string) => boolean;
  englishEnabled: boolean;
  canonicalOrigin: string;
}

export interface CompileResult {
  config: RedirectConfig;
  errors: string[];
  warnings: string[];
}

const PATH = /^\/[^\s?#]*$/;

/** Parses the legacy table: one `from<TAB>to` per line; blank lines and `#` comments ignored. */
export const parseRedirectTable = (text: string, fileName: string): { rows: RedirectRow[]; errors: string[] } => {
  const rows: RedirectRow[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const [from, to, ...rest] = trimmed.split('\t');
    const origin = `${fileName}:${index + 1}`;
    if (!from || !to || rest.length > 0) errors.push(`${origin}: expected "from<TAB>to", got "${trimmed}"`);
    else rows.push({ from, to, origin });
  });
  return { rows, errors };
};

export const compileRedirects = (input: CompileInput): CompileResult => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const normalize = (path: string) => normalizePath(path, { englishEnabled: input.englishEnabled });

  // 1. The exact rules: the table, then the CMS (the table wins).
  const exact = new Map<string, RedirectRow>();
  const add = (row: RedirectRow, shadowed: (existing: RedirectRow) => void) => {
    if (!PATH.test(row.from) || !PATH.test(row.to)) {
      errors.push(`${row.origin}: "${row.from}" → "${row.to}" is not a pair of site paths`);
      return;
    }
    const from = normalize(row.from);
    const existing = exact.get(from);
    if (existing && normalize(existing.to) !== normalize(row.to)) shadowed(existing);
    else if (!existing) exact.set(from, { ...row, from, to: normalize(row.to) });
  };
  for (const row of input.table) {
    add(row, (existing) =>
      errors.push(`conflict: ${row.from} goes to ${existing.to} (${existing.origin}) and to ${row.to} (${row.origin})`),
    );
  }
  const cmsByFrom = new Map<string, RedirectRow>();
  for (const row of input.cms) {
    const earlier = cmsByFrom.get(normalize(row.from));
    if (earlier && normalize(earlier.to) !== normalize(row.to)) {
      errors.push(`conflict: ${row.from} goes to ${earlier.to} (${earlier.origin}) and to ${row.to} (${row.origin})`);
      continue;
    }
    cmsByFrom.set(normalize(row.from), row);
    add(row, (existing) => warnings.push(`${row.origin}: ${row.from} → ${row.to} is ignored: the legacy table sends it to ${existing.to}`));
  }
  for (const [from, row] of exact) {
    if (input.isPage(from)) {
      warnings.push(`${row.origin}: ${from} is a page of the site, which wins over the redirect to ${row.to}`);
      exact.delete(from);
    }
  }

  // 2. Follow every chain to its end: a page, or an error.
  const exactTargets = Object.fromEntries([...exact].map(([from, row]) => [from, row.to]));
  const follow = (start: string, label: string): string | null => {
    const chain = [start];
    let current = start;
    while (!input.isPage(current)) {
      const next = exactTargets[current] ?? matchRules(input.patterns, current);
      if (!next) {
        errors.push(`missing target: ${label} ends at ${chain.join(' → ')}, which is not a page`);
        return null;
      }
      if (chain.includes(next)) {
        errors.push(`loop: ${label}: ${[...chain, next].join(' → ')}`);
        return null;
      }
      chain.push(next);
      current = next;
    }
    return current;
  };

  const flattened: Record<string, string> = {};
  for (const [from, row] of exact) {
    const final = follow(row.to, `${row.from} (${row.origin})`);
    if (final) flattened[from] = final;
  }

  // 3. Pattern rules: each target must lead to a page; constant targets are flattened too.
  const checkRules = (rules: PatternRule[]) =>
    rules.map((rule) => {
      const finals = rule.targets.map((target) => follow(target, `rule ${rule.name}`));
      if (!rule.target.includes('$')) return finals[0] ? { ...rule, target: finals[0], targets: [finals[0]] } : rule;
      // A rule with captures cannot be flattened for every match: each must be a page already.
      rule.targets.forEach((target, index) => {
        if (finals[index] && finals[index] !== target) {
          errors.push(`rule ${rule.name} leads to ${target}, which redirects again to ${finals[index]}`);
        }
      });
      return rule;
    });
  const patterns = checkRules(input.patterns);
  const raw = checkRules(input.raw);

  return {
    config: { version: 1, canonicalOrigin: input.canonicalOrigin, englishEnabled: input.englishEnabled, exact: flattened, patterns, raw },
    errors,
    warnings,
  };
};
