// The build's side of the pages whose HTML it leaves to the server: the HTML an earlier build wrote
// for them, removed after the build (the server's side: server/__tests__/pages-on-request.test.ts).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathsLeftToServer, removeHtmlLeftToServer } from '../html-left-to-server';

let siteDir: string;

const writeFile = (relative: string, content: string) => {
  const file = path.join(siteDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-left-to-server-'));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('removeHtmlLeftToServer', () => {
  it('removes the HTML and its compressed copies of the pages now left to the server, and only those', () => {
    for (const file of ['actualites/ancienne/index.html', 'actualites/ancienne/index.html.br', 'actualites/ancienne/index.html.gz']) {
      writeFile(file, 'x');
    }
    writeFile('actualites/recente/index.html', 'x');
    const removed = removeHtmlLeftToServer(
      siteDir,
      pathsLeftToServer([
        { path: '/actualites/ancienne', context: { htmlOnRequest: true } },
        { path: '/actualites/recente', context: {} },
        { path: '/actualites/jamais-construite', context: { htmlOnRequest: true } },
      ]),
    );
    expect(removed).toBe(1);
    expect(fs.readdirSync(path.join(siteDir, 'actualites', 'ancienne'))).toEqual([]);
    expect(fs.existsSync(path.join(siteDir, 'actualites', 'recente', 'index.html'))).toBe(true);
  });
});
