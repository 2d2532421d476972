/**
 * @jest-environment node
 */
// The nginx includes come from the redirect config site-pages wrote, and are byte for byte what the
// compiled config in memory gives (the handoff through public/.redirects.json loses nothing).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { compileRedirects, parseRedirectTable } from '../../site-pages/redirects/compile';
import { writeRedirectConfig } from '../../site-pages/redirects/site-redirects';
import { RAW_RULES } from '../../../shared/redirects/rules';
import { PATTERNS } from '../../../shared/redirects/__tests__/fixtures';
import { IMMUTABLE, REVALIDATE } from '../../../shared/cache-policy';
import { SECURITY_HEADERS } from '../../../shared/security-headers';
import { nginxHttpConf, nginxServerConf } from '../nginx';
import { NGINX_DIR, writeNginxIncludes } from '../nginx-includes';

// Made in beforeAll, not when the file loads: a run that filters out every test here (jest -t) runs
// neither hook, and would leave the folder behind.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-nginx-includes-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('writeNginxIncludes', () => {
  it('writes nothing without a redirect config', () => {
    expect(writeNginxIncludes(root)).toBeNull();
    expect(fs.existsSync(path.join(root, NGINX_DIR))).toBe(false);
  });

  it('writes the includes of the config site-pages wrote, as the compiled config gives them', () => {
    const table = parseRedirectTable(
      fs.readFileSync(path.join(__dirname, '../../site-pages/redirects/legacy-redirects.tsv'), 'utf8'),
      'legacy',
    );
    const result = compileRedirects({
      table: table.rows,
      cms: [{ from: '/notre-histoire', to: '/ecole/histoire', origin: 'cms' }],
      patterns: PATTERNS,
      raw: RAW_RULES,
      isPage: () => true,
      englishEnabled: false,
      canonicalOrigin: 'https://www.esnum.example',
    });
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    writeRedirectConfig(result, root);

    const dir = writeNginxIncludes(root);
    expect(dir).toBe(path.join(root, NGINX_DIR));
    expect(fs.readFileSync(path.join(dir!, 'esnum-redirects.http.conf'), 'utf8')).toBe(nginxHttpConf(result.config));
    expect(fs.readFileSync(path.join(dir!, 'esnum-locations.conf'), 'utf8')).toBe(
      nginxServerConf(result.config, { security: SECURITY_HEADERS, revalidate: REVALIDATE, immutable: IMMUTABLE }),
    );
  });
});
