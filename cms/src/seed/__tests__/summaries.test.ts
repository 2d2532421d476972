import fs from 'fs';
import path from 'path';
import { blogPosts } from '../data/blog';
import { jobProfiles } from '../data/job-profiles';
import { news } from '../data/news';
import { programmes } from '../data/programmes';

/** The summary's maxLength in a content type's schema: the CMS refuses a longer one. */
const summaryMaxLength = (contentType: string) => {
  const schema = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'api', contentType, 'content-types', contentType, 'schema.json'), 'utf8'),
  ) as { attributes: { summary: { maxLength?: number } } };
  return schema.attributes.summary.maxLength;
};

const seeded = [
  ['programme', programmes],
  ['news-article', news],
  ['blog-post', blogPosts],
  ['job-profile', jobProfiles],
] as const;

describe("the cards' summaries", () => {
  it.each(seeded)('are kept short by the %s schema, and every seeded one fits, in both languages', (contentType, items) => {
    // A card shows its summary whole (components/content/card-summary.tsx): four short lines at most.
    const maxLength = summaryMaxLength(contentType);
    expect(maxLength).toBe(160);
    const tooLong = items.flatMap((item) =>
      (['fr', 'en'] as const)
        .map((language) => item.summary[language])
        .filter((summary) => summary.length > maxLength!)
        .map((summary) => `${summary.length}: ${summary}`),
    );
    expect(tooLong).toEqual([]);
    expect(items.every((item) => item.summary.fr.length > 0 && item.summary.en.length > 0)).toBe(true);
  });
});
