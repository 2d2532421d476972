import { joinPhrase } from '../texts';
import { seededRandom } from '../random';
import { slugify } from '../../utils/slugs';

describe('generated French titles', () => {
  it('contracts "à le", "à les", "de le" and "de les" as French does', () => {
    expect(joinPhrase('un hackathon consacré à', 'le marketing digital', 'fr')).toBe('un hackathon consacré au marketing digital');
    expect(joinPhrase('un atelier dédié à', 'les ressources humaines', 'fr')).toBe('un atelier dédié aux ressources humaines');
    expect(joinPhrase('une journée autour de', 'le commerce international', 'fr')).toBe('une journée autour du commerce international');
    expect(joinPhrase('des experts de', 'les ressources humaines', 'fr')).toBe('des experts des ressources humaines');
  });

  it('leaves "la", "l’" and English phrases alone', () => {
    expect(joinPhrase('consacré à', 'la cybersécurité', 'fr')).toBe('consacré à la cybersécurité');
    expect(joinPhrase('autour de', 'l’entrepreneuriat', 'fr')).toBe('autour de l’entrepreneuriat');
    expect(joinPhrase('wins a hackathon on', 'le test', 'en')).toBe('wins a hackathon on le test');
  });
});

describe('generator randomness and slugs', () => {
  it('draws the same sequence from the same seed, and another from another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('samples distinct items', () => {
    const picked = seededRandom(1).sample([1, 2, 3, 4, 5], 4);
    expect(new Set(picked).size).toBe(4);
  });

  it('makes ASCII slugs from French titles', () => {
    expect(slugify('Orléans : L’équipe pédagogique publie une étude sur la data')).toBe(
      'orleans-l-equipe-pedagogique-publie-une-etude-sur-la-data',
    );
  });
});
