import { SLUG_FIELDS, slugProblem, slugify } from '../slugs';

describe('the address rule for slugs', () => {
  it.each(['journee-portes-ouvertes', 'bts-sio-2', 'lyon', '2027'])('accepts %s', (slug) => {
    expect(slugProblem('slug', slug)).toBeNull();
  });

  it.each([
    ['Journee-Portes-Ouvertes', 'journee-portes-ouvertes'],
    ['journée portes ouvertes', 'journee-portes-ouvertes'],
    ['-lyon', 'lyon'],
    ['lyon--2', 'lyon-2'],
    ['campus_lyon', 'campus-lyon'],
    ['Été 2027 !', 'ete-2027'],
  ])('refuses %j and suggests %j', (slug, suggestion) => {
    expect(slugify(slug)).toBe(suggestion);
    expect(slugProblem('slug', slug)).toBe(
      `Le champ « slug » (« ${slug} ») fait partie de l'adresse de la page : uniquement des lettres minuscules sans accents, des chiffres et des tirets, sans espaces, par exemple « ${suggestion} ».`,
    );
  });

  it('leaves an empty value to the required check (an article without slug is its section page)', () => {
    expect(slugProblem('slug', '')).toBeNull();
    expect(slugProblem('slug', null)).toBeNull();
    expect(slugProblem('slug', undefined)).toBeNull();
  });

  it('covers every content type with a page of its own', () => {
    expect(Object.keys(SLUG_FIELDS).sort()).toEqual(
      ['article', 'blog-post', 'campus', 'event', 'job-offer', 'job-profile', 'news-article', 'programme']
        .map((name) => `api::${name}.${name}`)
        .sort(),
    );
  });
});
