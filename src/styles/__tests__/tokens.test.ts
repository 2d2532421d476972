// The palette's promise: every text/background pair the components use reads at WCAG AA.
import fs from 'node:fs';
import path from 'node:path';
import chroma from 'chroma-js';

const tokensCss = fs.readFileSync(path.join(__dirname, '..', 'tokens.css'), 'utf8');
const declared = new Map([...tokensCss.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name, value.trim()]));

const colourOf = (name: string): string => {
  const value = declared.get(name);
  if (!value) throw new Error(`${name} is not declared in tokens.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? colourOf(reference[1]) : value;
};

// [text, background, minimum ratio]: 4.5 for body text, 3 for large text and control borders.
const PAIRS: Array<[string, string, number]> = [
  ['--color-text', '--color-background', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-surface-strong', 4.5],
  ['--color-muted', '--color-background', 4.5],
  ['--color-muted', '--color-surface', 4.5],
  ['--color-muted', '--color-surface-strong', 4.5],
  ['--color-brand', '--color-background', 4.5],
  ['--color-brand', '--color-surface', 4.5],
  ['--color-brand', '--color-brand-soft', 4.5],
  ['--color-text-on-brand', '--color-brand', 4.5],
  ['--color-text-on-brand', '--color-brand-strong', 4.5],
  ['--color-text-on-accent', '--color-accent', 4.5],
  ['--color-text-on-accent', '--color-accent-hover', 4.5],
  ['--color-accent-strong', '--color-background', 4.5],
  ['--color-accent-strong', '--color-accent-soft', 4.5],
  ['--color-text-on-brand', '--color-accent-strong', 4.5],
  ['--color-success', '--color-success-soft', 4.5],
  ['--color-error', '--color-error-soft', 4.5],
  ['--color-error', '--color-background', 4.5],
  ['--navy-200', '--color-brand', 4.5],
  ['--navy-100', '--color-brand-strong', 4.5],
  ['--color-accent', '--color-brand-strong', 4.5],
  ['--color-text-on-accent', '--color-accent', 4.5],
  ['--color-accent', '--color-brand', 4.5],
  ['--color-border-strong', '--color-background', 3],
  ['--color-focus', '--color-background', 3],
  ['--color-focus', '--color-surface', 3],
];

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s reads at %s:1 or better', (text, background, minimum) => {
    expect(chroma.contrast(colourOf(text), colourOf(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps the breakpoints of the spec', () => {
    expect(tokensCss).toContain('xs 320 · sm 640 · md 768 · lg 1024 · xl 1280 · xxl 1536');
  });
});
