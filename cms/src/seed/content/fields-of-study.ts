// Seed step: fields of study (each programme has one or more).
import { type Ids, pick, type SeedContext } from '../context';
import { fieldsOfStudy } from '../data/fields-of-study';

export const seedFieldsOfStudy = async ({ upsert, progress }: SeedContext): Promise<Ids> => {
  const fieldIds: Ids = new Map();
  for (const field of fieldsOfStudy) {
    fieldIds.set(
      field.slug,
      await upsert('api::field-of-study.field-of-study', { slug: field.slug }, (lang) => ({
        slug: field.slug,
        title: pick(field.title, lang),
      })),
    );
  }
  progress('fields of study', fieldsOfStudy.length);
  return fieldIds;
};
