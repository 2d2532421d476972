import { campuses } from '../data/campuses';
import { campusVisit, stopName } from '../data/campus-visits';

const visits = campuses.map((campus) => ({ campus, visit: campusVisit(campus.slug, campus.address) }));

describe("the campuses' practical side", () => {
  it('names the stop after the campus street', () => {
    expect(stopName('18 rue des Ardoisiers')).toBe('Ardoisiers');
    expect(stopName('16 rue des Tailleurs-de-Pierre')).toBe('Tailleurs-de-Pierre');
    expect(stopName('76 allée des Aviateurs')).toBe('Aviateurs');
  });

  it('tells every campus how to come, in both languages, and when it is open', () => {
    for (const { campus, visit } of visits) {
      expect(visit.access.fr.transport).toMatch(
        new RegExp(`^Gare d(e |’).+ à \\d+ minutes à pied\\. (Métro|Tram|Bus) .+, arrêt «\u00a0${stopName(campus.address)}\u00a0»`),
      );
      expect(visit.access.en.transport).toMatch(
        new RegExp(`railway station is a \\d+-minute walk away\\. .+, stop “${stopName(campus.address)}”`),
      );
      expect(visit.access.fr.parking).toMatch(/vélos/);
      expect(visit.access.en.accessibility).toMatch(/Step-free/);
      expect(visit.openingHours[0]).toMatchObject({ firstDay: 'monday', lastDay: 'friday', opens: '08:30:00.000' });
    }
  });

  it('fails loudly for a campus the table does not know', () => {
    expect(() => campusVisit('atlantis', '1 rue des Sirènes')).toThrow('no visit facts for the campus "atlantis"');
  });
});
