/**
 * @jest-environment node
 */
// The site gives the page title the only h1 and places a body's highest heading under the title
// it sits beneath: the seeded bodies start at "## " (h2), as editors are asked to write them.
import { articles } from '../data/articles';
import { blogPosts } from '../data/blog';
import { campuses } from '../data/campuses';
import { events } from '../data/events';
import { homePage } from '../data/home';
import { jobOffers } from '../data/job-offers';
import { jobProfiles } from '../data/job-profiles';
import { keyFigures } from '../data/key-figures';
import { menus } from '../data/menus';
import { news } from '../data/news';
import { partners } from '../data/partners';
import { programmes } from '../data/programmes';
import { teamMembers } from '../data/team';
import { testimonials } from '../data/testimonials';
import { website } from '../data/website';
import { toBlocks } from '../blocks';

/** Every string of the seed data, with where it is, for a readable failure. */
const strings = (value: unknown, path: string): Array<[string, string]> => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
};

const seed = {
  articles,
  blogPosts,
  campuses,
  events,
  homePage,
  jobOffers,
  jobProfiles,
  keyFigures,
  menus,
  news,
  partners,
  programmes,
  teamMembers,
  testimonials,
  website,
};
const bodiesWithHeadings = strings(seed, 'seed').filter(([, text]) => /^#{2,3} /m.test(text));

describe('seeded rich texts', () => {
  it('have headings to check (the seed still writes some)', () => {
    expect(bodiesWithHeadings.length).toBeGreaterThan(20);
  });

  it.each(bodiesWithHeadings)('%s starts its headings at h2', (_path, text) => {
    const levels = toBlocks(text).flatMap((block) => (block.type === 'heading' ? [block.level] : []));
    expect(Math.min(...levels)).toBe(2);
  });
});
