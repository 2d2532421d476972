import { filterSearch, readFilters } from '@/lib/url-query';
import { noScriptFilterRules } from '../no-script-filter-rules';
import { NO_PROGRAMME_FILTER, filterProgrammes, programmeFilterOptions } from '../programme-filters';
import { filterEvents, eventFilterOptions, EVENT_TYPES } from '../event-filters';
import { filterNews, filterOptions } from '../news-filters';
import { filterJobOffers, jobOfferFilterOptions } from '../job-offer-filters';
import { filterJobProfiles, jobProfileFilterOptions } from '../job-profile-filters';
import { profileCategories } from '@/lib/programme-categories';
import { EVENTS, JOB_OFFERS, NEWS, PROGRAMMES } from '@/testing/fixtures/content';

describe('filter state in the URL query', () => {
  it('reads the filters it knows, trimmed, and ignores the other parameters', () => {
    expect(readFilters('?categorie=bts&niveau=%205%20&utm_source=newsletter', ['categorie', 'niveau', 'campus'])).toEqual({
      categorie: 'bts',
      niveau: '5',
      campus: '',
    });
  });

  it('writes the changed filters, drops empty ones and keeps campaign parameters', () => {
    expect(filterSearch('?utm_source=newsletter&campus=lyon', { categorie: 'bachelor', campus: '' })).toBe(
      '?utm_source=newsletter&categorie=bachelor',
    );
    expect(filterSearch('?campus=lyon', { campus: '' })).toBe('');
  });
});

describe('programme filters', () => {
  const slugs = (values: Partial<typeof NO_PROGRAMME_FILTER>) =>
    filterProgrammes(PROGRAMMES, { ...NO_PROGRAMME_FILTER, ...values }).map((programme) => programme.slug);

  it('combines category, graduation level and campus', () => {
    expect(slugs({ categorie: 'bachelor' })).toEqual(['bachelor-developpeur', 'bachelor-cyber']);
    expect(slugs({ categorie: 'bachelor', campus: 'lille' })).toEqual(['bachelor-cyber']);
    expect(slugs({ niveau: '5' })).toEqual(['mastere-data']);
    expect(slugs({ categorie: 'mba' })).toEqual([]);
  });

  it('keeps a programme taken full-time or in work-study under both rhythms, and no programme for an unknown rhythm', () => {
    expect(slugs({ rythme: 'alternance' })).toEqual(['bts-sio', 'bachelor-developpeur', 'bachelor-cyber']);
    expect(slugs({ rythme: 'temps-plein' })).toEqual(['bachelor-developpeur', 'mastere-data']);
    expect(slugs({ rythme: 'alternance', niveau: '3', campus: 'lyon' })).toEqual(['bachelor-developpeur']);
    expect(slugs({ rythme: 'constructor' })).toEqual([]);
  });

  it('keeps the programmes of a field of study, one of several fields included', () => {
    expect(slugs({ domaine: 'developpement' })).toEqual(['bts-sio', 'bachelor-developpeur']);
    expect(slugs({ domaine: 'reseaux-cloud' })).toEqual(['bts-sio']);
    expect(slugs({ domaine: 'cybersecurite', rythme: 'temps-plein' })).toEqual([]);
  });

  it('offers only the values some programme has, fields and campuses sorted by name', () => {
    const options = programmeFilterOptions(PROGRAMMES, 'fr');
    expect(options.categories).toEqual(['bts', 'bachelor', 'mastere']);
    expect(options.levels).toEqual([2, 3, 5]);
    expect(options.rhythms).toEqual(['alternance', 'temps-plein']);
    expect(options.fields.map((field) => field.title)).toEqual(['Cybersécurité', 'Data et IA', 'Développement', 'Réseaux et cloud']);
    expect(options.campuses.map((campus) => campus.name)).toEqual(['Bordeaux', 'Lille', 'Lyon']);
    const workStudyOnly = PROGRAMMES.filter((programme) => programme.rhythm === 'periodic');
    expect(programmeFilterOptions(workStudyOnly, 'fr').rhythms).toEqual(['alternance']);
  });
});

describe('event, news and offer filters', () => {
  it('filters events by type and campus, and offers every event type', () => {
    expect(filterEvents(EVENTS, { type: 'open-door', campus: 'lyon' }).map((event) => event.slug)).toEqual([
      'jpo-octobre',
      'jpo-lyon-decembre',
    ]);
    expect(filterEvents(EVENTS, { type: 'job-dating', campus: 'lyon' })).toEqual([]);
    expect(eventFilterOptions(EVENTS, 'fr').types).toEqual([...EVENT_TYPES]);
  });

  it('filters news by category and campus across every page', () => {
    expect(filterNews(NEWS, { categorie: '', campus: 'arras' }).map((item) => item.slug)).toEqual(['actualite-15']);
    expect(filterNews(NEWS, { categorie: 'vie-etudiante', campus: '' })).toHaveLength(5);
    const choices = [
      { value: 'vie-etudiante', label: 'Vie étudiante' },
      { value: 'ecole', label: 'École' },
      { value: 'partenariats', label: 'Partenariats' },
    ];
    // In French order, "École" comes before "Partenariats".
    expect(filterOptions(choices, 'fr').map((choice) => choice.label)).toEqual(['École', 'Partenariats', 'Vie étudiante']);
  });

  it('filters offers by city and level', () => {
    expect(filterJobOffers(JOB_OFFERS, { ville: 'Lyon', niveau: '' }).map((offer) => offer.slug)).toEqual(['dev-lyon', 'data-lyon']);
    expect(filterJobOffers(JOB_OFFERS, { ville: 'Lyon', niveau: '2' })).toEqual([]);
    expect(jobOfferFilterOptions(JOB_OFFERS, 'fr')).toEqual({ cities: ['Lille', 'Lyon'], levels: [2, 3, 5] });
  });
});

describe('job profile filters', () => {
  const profiles = [
    { slug: 'developpeur', programmes: [{ category: 'bachelor' }, { category: 'bts' }, null] },
    { slug: 'architecte-cloud', programmes: [{ category: 'mastere' }] },
    { slug: 'sans-formation', programmes: null },
  ];

  it('keeps the profiles one of whose programmes is of the chosen kind', () => {
    const kept = (formation: string) => filterJobProfiles(profiles, { formation }).map((profile) => profile.slug);
    expect(kept('')).toEqual(['developpeur', 'architecte-cloud', 'sans-formation']);
    expect(kept('bts')).toEqual(['developpeur']);
    expect(kept('mastere')).toEqual(['architecte-cloud']);
    expect(kept('mba')).toEqual([]);
  });

  it('offers the kinds some profile leads from, in the catalogue order, and names each profile’s kinds in that order', () => {
    expect(jobProfileFilterOptions(profiles)).toEqual(['bts', 'bachelor', 'mastere']);
    expect(profileCategories(profiles[0])).toEqual(['bts', 'bachelor']);
    expect(profileCategories(profiles[2])).toEqual([]);
  });
});

describe('the programme filters without JavaScript', () => {
  it('hide the cards without the checked value, one rule per option, values escaped as CSS strings', () => {
    const rules = noScriptFilterRules([
      { name: 'niveau', values: ['3'] },
      { name: 'campus', values: ['saint-etienne', 'x"]{}*{display:none'], select: true },
    ]).split('\n');
    expect(rules).toEqual([
      'main:has(input[name="niveau"][value="3"]:checked) [data-niveau]:not([data-niveau~="3"]){display:none}',
      'main:has(select[name="campus"] option[value="saint-etienne"]:checked) [data-campus]:not([data-campus~="saint-etienne"]){display:none}',
      expect.stringMatching(
        /^main:has\(select\[name="campus"\] option\[value="x\\22 \\5d \\7b \\7d \\2a \\7b display\\3a none"\]:checked\)/,
      ),
    ]);
  });
});
