/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stripNulBytes } from '../strip-nul-bytes';

describe('stripNulBytes', () => {
  it('removes the NUL bytes of HTML files, keeping the characters around them, and leaves clean files untouched', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-nul-'));
    fs.mkdirSync(path.join(dir, 'actualites'));
    const broken = path.join(dir, 'actualites', 'index.html');
    fs.writeFileSync(broken, Buffer.concat([Buffer.from('<nav aria-label="Pagination des actualit'), Buffer.from([0]), Buffer.from('és">')]));
    const clean = path.join(dir, 'index.html');
    fs.writeFileSync(clean, '<h1>Accueil</h1>');
    const cleanMtime = fs.statSync(clean).mtimeMs;
    const data = path.join(dir, 'data.json');
    fs.writeFileSync(data, Buffer.from([0x7b, 0, 0x7d]));

    expect(stripNulBytes(dir)).toEqual([broken]);
    expect(fs.readFileSync(broken, 'utf8')).toBe('<nav aria-label="Pagination des actualités">');
    expect(fs.statSync(clean).mtimeMs).toBe(cleanMtime);
    expect(fs.readFileSync(data)).toEqual(Buffer.from([0x7b, 0, 0x7d]));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
