/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from '../precompress';

const PAGE = `<!doctype html><html lang="fr"><body>${'<p>Portes ouvertes à Lyon</p>'.repeat(200)}</body></html>`;
const BUNDLE = 'window.esnum=function(){return 42};'.repeat(100);

let dir: string;
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};
const exists = (file: string) => fs.existsSync(path.join(dir, file));
const read = (file: string) => fs.readFileSync(path.join(dir, file));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-precompress-'));
  write('campus/lyon/index.html', PAGE);
  write('app-0123456789abcdef.js', BUNDLE);
  write('robots.txt', 'User-agent: *');
  write('static/0123456789/photo.jpg', Buffer.alloc(4096, 1));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies that decode to the original text files', async () => {
    const result = await precompressDirectory(dir);

    expect(zlib.brotliDecompressSync(read('campus/lyon/index.html.br')).toString()).toBe(PAGE);
    expect(zlib.gunzipSync(read('campus/lyon/index.html.gz')).toString()).toBe(PAGE);
    expect(zlib.brotliDecompressSync(read('app-0123456789abcdef.js.br')).toString()).toBe(BUNDLE);
    expect(result.compressed).toBe(2);
    expect(result.brotliBytes).toBeLessThan(result.sourceBytes / 5);
  });

  it("compresses the events' calendar files like the pages, and drops their copies with them", async () => {
    const calendar = `BEGIN:VCALENDAR\r\n${'DESCRIPTION:Visitez le campus de Lyon\\, rencontrez les équipes\r\n'.repeat(30)}END:VCALENDAR\r\n`;
    write('agenda/portes-ouvertes-lyon.ics', calendar);
    await precompressDirectory(dir);
    expect(zlib.gunzipSync(read('agenda/portes-ouvertes-lyon.ics.gz')).toString()).toBe(calendar);
    expect(zlib.brotliDecompressSync(read('agenda/portes-ouvertes-lyon.ics.br')).toString()).toBe(calendar);

    fs.rmSync(path.join(dir, 'agenda/portes-ouvertes-lyon.ics'));
    expect(await precompressDirectory(dir)).toMatchObject({ removedStale: 2 });
    expect(exists('agenda/portes-ouvertes-lyon.ics.gz')).toBe(false);
  });

  it('leaves small files and images alone', async () => {
    expect(Buffer.byteLength('User-agent: *')).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    await precompressDirectory(dir);
    expect(exists('robots.txt.br')).toBe(false);
    expect(exists('static/0123456789/photo.jpg.br')).toBe(false);
  });

  it('only recompresses what changed since the last run', async () => {
    await precompressDirectory(dir);
    expect(await precompressDirectory(dir)).toMatchObject({ compressed: 0, upToDate: 2 });

    const changed = PAGE.replace('Lyon', 'Lille');
    write('campus/lyon/index.html', changed);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'campus/lyon/index.html'), later, later);

    expect(await precompressDirectory(dir)).toMatchObject({ compressed: 1, upToDate: 1 });
    expect(zlib.brotliDecompressSync(read('campus/lyon/index.html.br')).toString()).toBe(changed);
  });

  it('removes the copies of deleted files and of files that became too small', async () => {
    await precompressDirectory(dir);
    fs.rmSync(path.join(dir, 'app-0123456789abcdef.js'));
    write('campus/lyon/index.html', '<p>court</p>');

    expect(await precompressDirectory(dir)).toMatchObject({ removedStale: 2 });
    expect(exists('app-0123456789abcdef.js.br')).toBe(false);
    expect(exists('app-0123456789abcdef.js.gz')).toBe(false);
    expect(exists('campus/lyon/index.html.br')).toBe(false);
    expect(exists('campus/lyon/index.html.gz')).toBe(false);
  });
});
