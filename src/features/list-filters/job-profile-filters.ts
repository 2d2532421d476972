// Job profile filter: the kind of programme that leads to the job (BTS, Bachelor, Mastère…), from the
// programmes linked to each profile. Only categories some profile has are offered.
import { PROGRAMME_CATEGORIES, profileCategories } from '../../lib/programme-categories';

export const JOB_PROFILE_FILTER_KEYS = ['formation'] as const;
export type JobProfileFilterKey = (typeof JOB_PROFILE_FILTER_KEYS)[number];

export interface FilterableJobProfile {
  programmes: ReadonlyArray<{ category: string | null } | null> | null;
}

export const filterJobProfiles = <P extends FilterableJobProfile>(
  profiles: readonly P[],
  values: Record<JobProfileFilterKey, string>,
): P[] => profiles.filter((profile) => !values.formation || profileCategories(profile).some((category) => category === values.formation));

export const jobProfileFilterOptions = (profiles: readonly FilterableJobProfile[]) =>
  PROGRAMME_CATEGORIES.filter((category) => profiles.some((profile) => profileCategories(profile).includes(category)));
