import { anchorId } from '../anchor';

describe('anchorId', () => {
  it.each([
    ['Auvergne-Rhône-Alpes', 'auvergne-rhone-alpes'],
    ["Article 1 – Objet et champ d'application", 'article-1-objet-et-champ-d-application'],
    ['  Données personnelles !  ', 'donnees-personnelles'],
    ['Île-de-France', 'ile-de-france'],
    ['€ ?', ''],
  ])('%s → "%s"', (text, id) => {
    expect(anchorId(text)).toBe(id);
  });
});
