import { formatDate, formatLongDate, formatTime, formatTimeRange } from '../dates';

describe('dates', () => {
  it('writes the long French date of the events block', () => {
    expect(formatLongDate('2026-12-03T09:00:00Z', 'fr')).toBe('jeudi 3 décembre 2026');
  });

  it('writes English dates in English', () => {
    expect(formatLongDate('2026-12-03T09:00:00Z', 'en')).toBe('Thursday, 3 December 2026');
    expect(formatDate('2026-12-03T09:00:00Z', 'en')).toBe('3 December 2026');
  });

  it('writes British English, not American: day before month, 24-hour clock', () => {
    expect(formatDate('2026-12-03T15:45:00Z', 'en')).toBe('3 December 2026');
    expect(formatTime('2026-12-03T15:45:00Z', 'en')).toBe('16:45');
  });

  it('writes French dates in French', () => {
    expect(formatDate('2026-03-01T09:00:00Z', 'fr')).toBe('1 mars 2026');
    expect(formatTime('2026-12-03T15:45:00Z', 'fr')).toBe('16\u00a0h\u00a045');
  });

  it('uses the school time zone', () => {
    expect(formatLongDate('2026-12-02T23:30:00Z', 'fr')).toBe('jeudi 3 décembre 2026');
    expect(formatTime('2026-12-03T09:00:00Z', 'fr')).toBe('10\u00a0h');
    expect(formatTime('2026-12-03T09:00:00Z', 'en')).toBe('10:00');
  });
});

describe('formatTimeRange', () => {
  it('gives the start and the end, or the start alone, in the school time zone', () => {
    expect(formatTimeRange('2026-12-03T09:00:00Z', '2026-12-03T16:00:00Z', 'fr')).toBe('10\u00a0h – 17\u00a0h');
    expect(formatTimeRange('2026-12-03T15:45:00Z', null, 'en')).toBe('16:45');
  });
});
