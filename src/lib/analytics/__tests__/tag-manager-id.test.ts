/** @jest-environment node */
import { isValidTagManagerId, resolveTagManagerId, tagManagerScriptUrl, tagManagerIdOf } from '../tag-manager-id';

describe('isValidTagManagerId', () => {
  it.each(['GTM-ABC1234', 'GTM-TEST123', 'GTM-5X7K', 'GTM-W4BQ6ZL9'])('accepts %s', (id) => {
    expect(isValidTagManagerId(id)).toBe(true);
  });

  it.each([
    ['lower case', 'gtm-abc1234'],
    ['a Google Analytics id', 'G-ABC1234'],
    ['a Universal Analytics id', 'UA-12345-1'],
    ['no suffix', 'GTM-'],
    ['too short', 'GTM-AB1'],
    ['spaces inside', 'GTM-ABC 1234'],
    ['a script injection', 'GTM-ABC1234"><script>'],
    ['a query string', 'GTM-ABC1234&l=x'],
    ['empty', ''],
    ['not a string', 1234],
  ])('rejects %s', (_, id) => {
    expect(isValidTagManagerId(id)).toBe(false);
  });
});

describe('resolveTagManagerId', () => {
  it.each([
    ['nothing configured', { env: undefined, cms: [null, null] }, null, null],
    ['an empty GTM_ID and empty CMS fields', { env: '', cms: ['', '  '] }, null, null],
    ['the CMS only (French entry)', { env: '', cms: ['GTM-CMSFR01', null] }, 'GTM-CMSFR01', 'cms'],
    ['the English entry when the French one is empty', { env: undefined, cms: [null, 'GTM-CMSEN01'] }, 'GTM-CMSEN01', 'cms'],
    ['the French entry before the English one', { env: undefined, cms: ['GTM-CMSFR01', 'GTM-CMSEN01'] }, 'GTM-CMSFR01', 'cms'],
    ['GTM_ID over the CMS', { env: 'GTM-ENV0001', cms: ['GTM-CMSFR01'] }, 'GTM-ENV0001', 'env'],
    ['GTM_ID with surrounding spaces', { env: ' GTM-ENV0001\n', cms: [] }, 'GTM-ENV0001', 'env'],
    ['an invalid GTM_ID falls back to the CMS', { env: 'UA-1-1', cms: ['GTM-CMSFR01'] }, 'GTM-CMSFR01', 'cms'],
    [
      'an invalid French entry falls back to the English one',
      { env: undefined, cms: ['tag manager', 'GTM-CMSEN01'] },
      'GTM-CMSEN01',
      'cms',
    ],
    ['only invalid values', { env: 'nope', cms: ['GTM-'] }, null, null],
  ])('%s', (_, candidates, id, source) => {
    const resolved = resolveTagManagerId(candidates);
    expect(resolved.id).toBe(id);
    expect(resolved.source).toBe(source);
  });

  it('lists the invalid values it skipped, with where they came from', () => {
    expect(resolveTagManagerId({ env: 'UA-1-1', cms: ['GTM-CMSFR01', 'gtm-lower1'] }).invalid).toEqual([
      { value: 'UA-1-1', source: 'env' },
      { value: 'gtm-lower1', source: 'cms' },
    ]);
  });

  it('GTM_ID=off turns the tag manager off whatever the CMS says', () => {
    expect(resolveTagManagerId({ env: 'off', cms: ['GTM-CMSFR01'] })).toEqual({ id: null, source: 'env', invalid: [] });
    expect(resolveTagManagerId({ env: 'OFF', cms: ['GTM-CMSFR01'] }).id).toBeNull();
  });
});

describe('tagManagerIdOf', () => {
  const websites = [
    { locale: 'en', tagManagerId: 'GTM-EN00001' },
    { locale: 'fr', tagManagerId: 'GTM-FR00001' },
  ];

  it("takes the French entry's id before the English one's, whatever the order of the entries", () => {
    expect(tagManagerIdOf(websites, undefined)).toMatchObject({ id: 'GTM-FR00001', source: 'cms' });
    expect(tagManagerIdOf([websites[0], { locale: 'fr', tagManagerId: null }], '')).toMatchObject({ id: 'GTM-EN00001', source: 'cms' });
  });

  it('lets GTM_ID of the build win, or turn it off', () => {
    expect(tagManagerIdOf(websites, 'GTM-ENV0001')).toMatchObject({ id: 'GTM-ENV0001', source: 'env' });
    expect(tagManagerIdOf(websites, 'off')).toMatchObject({ id: null, source: 'env' });
  });

  it('reads GATSBY_GTM_ID by default', () => {
    const saved = process.env.GATSBY_GTM_ID;
    process.env.GATSBY_GTM_ID = 'GTM-ENV0002';
    try {
      expect(tagManagerIdOf([]).id).toBe('GTM-ENV0002');
    } finally {
      if (saved === undefined) delete process.env.GATSBY_GTM_ID;
      else process.env.GATSBY_GTM_ID = saved;
    }
  });

  it('has none without an id anywhere', () => {
    expect(tagManagerIdOf([null, { locale: 'fr' }], undefined).id).toBeNull();
  });
});

describe('tagManagerScriptUrl', () => {
  it("is Google's container script for the id", () => {
    expect(tagManagerScriptUrl('GTM-TEST123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
  });
});
