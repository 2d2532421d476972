import { isChunkLoadError } from '../chunk-error';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('chunk-loading failures', () => {
  it.each([
    ['webpack ChunkLoadError', named('ChunkLoadError', 'Loading chunk 730 failed.\n(error: https://www.esnum.example/730-abc.js)')],
    ['the same message in a plain Error', new Error('Loading chunk component---src-templates-agenda-tsx failed.\n(missing: /x.js)')],
    ['a CSS chunk', Object.assign(new Error('Loading CSS chunk 12 failed.\n(/12.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
    ['Chromium dynamic import', new TypeError('Failed to fetch dynamically imported module: https://www.esnum.example/m.js')],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module: https://www.esnum.example/m.js')],
    ['Safari dynamic import', new TypeError('Importing a module script failed.')],
    [
      'Gatsby, unknown component chunk',
      new Error('We couldn\'t find the correct component chunk with the name "component---src-templates-blog-tsx"'),
    ],
    ['Gatsby, page resources', new Error('page resources for /agenda not found. Not rendering React')],
    ['a message string (error event)', 'Uncaught ChunkLoadError: Loading chunk 42 failed.'],
  ])('recognises %s', (_label, reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a network error of the CMS', { name: 'AppError', message: '503 Service Unavailable' }],
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
  ])('ignores %s', (_label, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
