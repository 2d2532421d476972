// Seed step: the school's key figures.
import { pick, type SeedContext } from '../context';
import { keyFigures } from '../data/key-figures';

export const seedKeyFigures = async ({ upsert, progress }: SeedContext) => {
  for (const figure of keyFigures) {
    await upsert('api::key-figure.key-figure', { order: figure.order }, (lang) => ({
      value: pick(figure.value, lang),
      label: pick(figure.label, lang),
      order: figure.order,
    }));
  }
  progress('key figures', keyFigures.length);
};
