// Apprenticeship offer filters: the city and the level of the programme the offer suits.
import { isPresent } from '@/lib/is-present';
import { compareIn } from '../../lib/intl';

export const JOB_OFFER_FILTER_KEYS = ['ville', 'niveau'] as const;
export type JobOfferFilterKey = (typeof JOB_OFFER_FILTER_KEYS)[number];

export interface FilterableJobOffer {
  city: string | null;
  level: number | null;
}

export const filterJobOffers = <O extends FilterableJobOffer>(offers: readonly O[], values: Record<JobOfferFilterKey, string>): O[] =>
  offers.filter((offer) => (!values.ville || offer.city === values.ville) && (!values.niveau || String(offer.level) === values.niveau));

export const jobOfferFilterOptions = (offers: readonly FilterableJobOffer[], language: string) => ({
  cities: [...new Set(offers.map((offer) => offer.city).filter((city): city is string => Boolean(city)))].sort(compareIn(language)),
  levels: [...new Set(offers.map((offer) => offer.level).filter(isPresent))].sort(),
});
