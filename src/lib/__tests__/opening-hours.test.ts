import { openingHoursRows } from '../opening-hours';

const weekdays = { firstDay: 'monday', lastDay: 'friday', opens: '08:30:00.000', closes: '19:00:00.000' };
const saturday = { firstDay: 'saturday', lastDay: null, opens: '09:00:00.000', closes: '12:30:00.000' };

/** The page's text with its non-breaking spaces as plain ones, to compare with. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('openingHoursRows', () => {
  it('writes a run of days and its hours as a French reader reads them', () => {
    expect(openingHoursRows([weekdays, saturday], 'fr').map(({ days, hours }) => [days, plain(hours)])).toEqual([
      ['Lundi – vendredi', '8 h 30 – 19 h'],
      ['Samedi', '9 h – 12 h 30'],
    ]);
  });

  it('writes them in British English on English pages', () => {
    expect(openingHoursRows([weekdays, saturday], 'en').map(({ days, hours }) => [days, hours])).toEqual([
      ['Monday – Friday', '08:30 – 19:00'],
      ['Saturday', '09:00 – 12:30'],
    ]);
  });

  it('keeps "8 h 30" on one line', () => {
    expect(openingHoursRows([weekdays], 'fr')[0].opensLabel).toBe('8\u00a0h\u00a030');
  });

  it("gives schema.org's days and times", () => {
    expect(openingHoursRows([weekdays], 'fr')[0]).toMatchObject({
      dayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:30',
      closes: '19:00',
    });
  });

  it('leaves out a row an editor left half filled, and reads a last day before the first as the first', () => {
    const rows = openingHoursRows(
      [
        { firstDay: 'monday', opens: null, closes: '18:00' },
        null,
        { firstDay: 'friday', lastDay: 'monday', opens: '10:00', closes: '16:00' },
      ],
      'fr',
    );
    expect(rows.map(({ days, hours }) => [days, plain(hours)])).toEqual([['Vendredi', '10 h – 16 h']]);
  });
});
