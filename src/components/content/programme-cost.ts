// A programme's cost in a few words, for the facts strip, the cards and the comparison. On its own,
// so that the pages showing it do not carry the admission-and-cost section (admission-cost.tsx).
import type { useTaxonomy } from '@/state/taxonomy';

interface CostedProgramme {
  rhythm?: string | null;
  /** The fee as its language writes it, made at build time (plugins/site-pages/resolvers.ts). */
  yearlyFeeText?: string | null;
}

/**
 * The cost in the facts strip and on the cards: the yearly fee, and that the employer pays in
 * work-study ("in work-study" where the programme can also be taken full-time).
 */
export const costFact = (programme: CostedProgramme, taxonomy: ReturnType<typeof useTaxonomy>): string | null => {
  const parts = [
    programme.yearlyFeeText ? taxonomy('cost.yearly', { fee: programme.yearlyFeeText }) : null,
    programme.rhythm === 'periodic' ? taxonomy('cost.funded') : null,
    programme.rhythm === 'both' ? taxonomy('cost.fundedInWorkStudy') : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
};
