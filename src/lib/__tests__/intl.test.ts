/** @jest-environment node */
import { createTestI18n } from '@/testing/render';
import { formatNumber, INTL_LOCALES } from '../intl';

describe('numbers in the page language', () => {
  it('groups thousands and writes decimals the French way on French pages', () => {
    expect(formatNumber(1234567.5, 'fr')).toBe('1\u202f234\u202f567,5');
  });

  it('writes them the British way on English pages', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('passes the Intl options on (percentages)', () => {
    expect(formatNumber(0.92, 'fr', { style: 'percent' })).toBe('92\u00a0%');
    expect(formatNumber(0.92, 'en', { style: 'percent' })).toBe('92%');
  });

  it('uses France French and British English', () => {
    expect(INTL_LOCALES).toEqual({ fr: 'fr-FR', en: 'en-GB' });
  });
});

describe('numbers in the dictionary texts', () => {
  it('go through the number format of the page language', () => {
    expect(createTestI18n('fr').t('filters.results', { count: 1234 })).toBe('1\u202f234 résultats');
    expect(createTestI18n('en').t('filters.results', { count: 1234 })).toBe('1,234 results');
    expect(createTestI18n('en').t('filters.results', { count: 1 })).toBe('1 result');
    expect(createTestI18n('fr').t('campus:count', { count: 26 })).toBe('26 campus en France');
  });
});
