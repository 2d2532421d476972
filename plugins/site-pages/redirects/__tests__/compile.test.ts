import { compileRedirects, parseRedirectTable, type RedirectRow } from '../compile';
import { RAW_RULES } from '../../../../shared/redirects/rules';
import { PATTERNS, isPage } from '../../../../shared/redirects/__tests__/fixtures';

const row = (from: string, to: string, origin = 'table:1'): RedirectRow => ({ from, to, origin });
const compile = (table: RedirectRow[], cms: RedirectRow[] = [], patterns = PATTERNS) =>
  compileRedirects({ table, cms, patterns, raw: RAW_RULES, isPage, englishEnabled: true, canonicalOrigin: 'https://www.esnum.example' });

describe('compileRedirects', () => {
  it('flattens chains through the table and the pattern rules', () => {
    const { config, errors } = compile([row('/a', '/b'), row('/B', '/campus-de-lyon/'), row('/campus-de-lyon', '/campus/campus-de-lyon')]);
    expect(errors).toEqual([]);
    expect(config.exact).toEqual({ '/a': '/campus/lyon', '/b': '/campus/lyon', '/campus-de-lyon': '/campus/lyon' });
  });

  it('flattens constant pattern rules (campus-de-montpellier → montpellier-2 → montpellier)', () => {
    const { config } = compile([]);
    const rule = config.patterns.find((candidate) => candidate.name === '/campus/campus-de-montpellier');
    expect(rule?.target).toBe('/campus/montpellier');
  });

  it('puts the table before the CMS, and says so', () => {
    const { config, warnings, errors } = compile(
      [row('/jpo', '/agenda')],
      [row('/jpo', '/actualites', 'CMS redirect x'), row('/brochure', '/admission', 'CMS redirect y')],
    );
    expect(errors).toEqual([]);
    expect(config.exact).toEqual({ '/jpo': '/agenda', '/brochure': '/admission' });
    expect(warnings).toEqual(['CMS redirect x: /jpo → /actualites is ignored: the legacy table sends it to /agenda']);
  });

  it('lets a real page win, with a warning', () => {
    const { config, warnings } = compile([row('/agenda', '/actualites')]);
    expect(config.exact).toEqual({});
    expect(warnings[0]).toContain('/agenda is a page of the site');
  });

  it('fails on a target that is not a page, naming the chain', () => {
    const { errors } = compile([row('/old', '/older'), row('/older', '/nowhere', 'table:9')]);
    expect(errors).toContain('missing target: /old (table:1) ends at /older → /nowhere, which is not a page');
  });

  it('fails on two rules that disagree', () => {
    const { errors } = compile([row('/x', '/agenda', 'table:1'), row('/X/', '/actualites', 'table:2')]);
    expect(errors).toContain('conflict: /X/ goes to /agenda (table:1) and to /actualites (table:2)');
    expect(compile([], [row('/y', '/agenda', 'CMS 1'), row('/y', '/actualites', 'CMS 2')]).errors).toContain(
      'conflict: /y goes to /agenda (CMS 1) and to /actualites (CMS 2)',
    );
  });

  it('fails on loops', () => {
    const { errors } = compile([row('/a', '/b'), row('/b', '/c'), row('/c', '/a')]);
    expect(errors.some((error) => error.startsWith('loop: /a (table:1): /b → /c → /a → /b'))).toBe(true);
  });

  it('fails when a pattern rule with captures leads to an address that redirects again', () => {
    const broken = PATTERNS.map((rule) =>
      rule.name === '/campus/campus-{city}' ? { ...rule, targets: [...rule.targets, '/campus/montpellier-2'] } : rule,
    );
    expect(compile([], [], broken).errors).toContain(
      'rule /campus/campus-{city} leads to /campus/montpellier-2, which redirects again to /campus/montpellier',
    );
  });

  it('refuses rows that are not site paths', () => {
    expect(compile([row('https://evil.example', '/')]).errors[0]).toContain('is not a pair of site paths');
  });
});

describe('parseRedirectTable', () => {
  it('reads tab-separated rows, skipping comments and blank lines, and reports malformed lines', () => {
    const { rows, errors } = parseRedirectTable('# comment\n\n/a\t/b\n/c /d\n/e\t/f\t/g\n', 'legacy.tsv');
    expect(rows).toEqual([{ from: '/a', to: '/b', origin: 'legacy.tsv:3' }]);
    expect(errors).toEqual(['legacy.tsv:4: expected "from<TAB>to", got "/c /d"', 'legacy.tsv:5: expected "from<TAB>to", got "/e\t/f\t/g"']);
  });
});
