/**
 * @jest-environment node
 */
import { fieldsOfStudy } from '../data/fields-of-study';
import { programmes } from '../data/programmes';

// The facts strip and the cards state a programme's cost from its yearly fee, or that the company
// funds it in work-study (its tarif section says the same in words: fulltimeFees). The programme
// finder filters by rhythm and field of study: each choice it offers must lead somewhere.

describe('the seeded programmes’ fees', () => {
  it('are a yearly fee for each programme that can be taken full-time, and none in work-study only, which the company funds', () => {
    for (const programme of programmes) {
      if (programme.rhythm !== 'periodic')
        expect({ slug: programme.slug, fee: programme.yearlyFee }).toEqual({ slug: programme.slug, fee: expect.any(Number) });
      else expect({ slug: programme.slug, fee: programme.yearlyFee }).toEqual({ slug: programme.slug, fee: undefined });
    }
    expect(programmes.filter((programme) => programme.yearlyFee).length).toBeGreaterThan(3);
  });

  it('include programmes taken either full-time or in work-study', () => {
    expect(programmes.filter((programme) => programme.rhythm === 'both').length).toBeGreaterThan(1);
  });
});

describe('the seeded fields of study', () => {
  it('each have programmes, and every programme has a known field', () => {
    const known = new Set(fieldsOfStudy.map((field) => field.slug));
    for (const programme of programmes) {
      expect({ slug: programme.slug, fields: programme.fieldsOfStudy.length > 0 }).toEqual({ slug: programme.slug, fields: true });
      for (const field of programme.fieldsOfStudy) expect(known).toContain(field);
    }
    for (const field of known)
      expect({ field, programmes: programmes.some((programme) => programme.fieldsOfStudy.includes(field)) }).toEqual({
        field,
        programmes: true,
      });
  });
});
