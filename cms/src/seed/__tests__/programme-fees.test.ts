/**
 * @jest-environment node
 */
import { programmes } from '../data/programmes';

// The facts strip and the cards state a programme's cost from its yearly fee, or that the company
// funds it in work-study (its tarif section says the same in words: fulltimeFees).

describe('the seeded programmes’ fees', () => {
  it('are a yearly fee for each full-time programme, and none in work-study, which the company funds', () => {
    for (const programme of programmes) {
      if (programme.rhythm === 'fulltime')
        expect({ slug: programme.slug, fee: programme.yearlyFee }).toEqual({ slug: programme.slug, fee: expect.any(Number) });
      else expect({ slug: programme.slug, fee: programme.yearlyFee }).toEqual({ slug: programme.slug, fee: undefined });
    }
    expect(programmes.filter((programme) => programme.yearlyFee).length).toBeGreaterThan(3);
  });
});
