/**
 * @jest-environment node
 */
import { fieldsOfStudy } from '../data/fields-of-study';
import { programmes } from '../data/programmes';
import { testimonials } from '../data/testimonials';

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

describe('the seeded testimonials', () => {
  const WORK_STUDY = /altern|apprenti|work-study/i;
  const FULL_TIME = /temps plein|full-time/i;
  const saying = (key: string) => {
    const testimonial = testimonials.find((candidate) => candidate.key === key)!;
    return [testimonial.role.fr, testimonial.role.en, testimonial.quote.fr, testimonial.quote.en].join(' ');
  };

  it("never contradict the rhythm of the programme whose page shows them (a full-time programme's student is not in work-study)", () => {
    const contradictions = programmes.flatMap((programme) =>
      (programme.testimonials ?? [])
        .filter((key) =>
          programme.rhythm === 'fulltime'
            ? WORK_STUDY.test(saying(key))
            : programme.rhythm === 'periodic'
              ? FULL_TIME.test(saying(key))
              : false,
        )
        .map((key) => `${programme.slug} (${programme.rhythm}): ${key}`),
    );
    expect(contradictions).toEqual([]);
  });
});
