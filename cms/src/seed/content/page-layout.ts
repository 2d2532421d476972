// The page-builder blocks of the seed data as a dynamic zone: rich-text bodies become Strapi
// blocks, pictures (a hero's, a grid's cards') are uploaded. Used by the articles and the home page.
import { toBlocks } from '../blocks';
import type { Data, SeedContext } from '../context';
import type { ImageSpec, SectionSeed } from '../types';

export const pageLayout = ({ image }: SeedContext, sections: SectionSeed[]) =>
  Promise.all(
    sections.map(async ({ component, ...fields }) => {
      const data: Data = { __component: component, ...fields };
      if ('body' in fields && typeof fields.body === 'string') data.body = toBlocks(fields.body);
      if ('image' in fields && fields.image) data.image = await image(fields.image as ImageSpec);
      if ('cards' in fields) {
        data.cards = await Promise.all(
          fields.cards.map(async ({ image: picture, ...card }) => (picture ? { ...card, image: await image(picture) } : card)),
        );
      }
      return data;
    }),
  );
