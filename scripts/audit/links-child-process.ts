// linkinator is an ES module, which jest's module system cannot load: the tests run the links
// audit in a tsx process, as `npm run audit` runs it.
import { execFile } from 'child_process';
import path from 'path';
import type { AuditResult } from './types';

export const linksAuditInChildProcess = ({ baseUrl, siteOrigin }: { baseUrl: string; siteOrigin?: string }) =>
  new Promise<{ result: AuditResult; progress: string[] }>((resolve, reject) => {
    const modulePath = path.resolve(__dirname, 'links.ts');
    const options = JSON.stringify({ baseUrl, ...(siteOrigin ? { siteOrigin } : {}) });
    const code = `
      const { linksAudit } = require(${JSON.stringify(modulePath)});
      linksAudit({ ...${options}, onProgress: (line) => console.error(line) })
        .then((result) => console.log(JSON.stringify(result)))
        .catch((error) => { console.error(error); process.exit(1); });`;
    execFile(
      process.execPath,
      [require.resolve('tsx/cli'), '-e', code],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve({ result: JSON.parse(stdout) as AuditResult, progress: stderr.trim().split('\n') });
      },
    );
  });
