/**
 * @jest-environment node
 */
// The programme categories are defined once, by the CMS's programme schema (an enumeration Strapi
// needs literal); the site's list, which the browser bundle cannot take from cms/, must be the
// same values in the same order, and so must the programme-list section's filter.
import programmeSchema from '../../../cms/src/api/programme/content-types/programme/schema.json';
import programmeListSection from '../../../cms/src/components/sections/programme-list.json';
import { PROGRAMME_CATEGORIES } from '../programme-categories';

describe('PROGRAMME_CATEGORIES', () => {
  it("is the CMS programme schema's category enumeration, in its order", () => {
    expect(PROGRAMME_CATEGORIES).toEqual(programmeSchema.attributes.category.enum);
  });

  it("is the programme-list section's category enumeration", () => {
    expect(PROGRAMME_CATEGORIES).toEqual(programmeListSection.attributes.category.enum);
  });
});
