import { crmCampusesUrl, crmLinkUrl, upcomingEventsUrl } from '../cms-api';
import { schoolDay } from '../intl';

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('CMS calls', () => {
  const now = new Date('2026-11-23T23:30:00Z'); // already the 24th in Paris

  it('count today in Paris time', () => {
    expect(schoolDay(now)).toBe('2026-11-24');
  });

  it('ask for the upcoming events as the spec says', () => {
    const url = upcomingEventsUrl('https://cms.example', { language: 'en', now });
    expect(url.startsWith('https://cms.example/api/events?')).toBe(true);
    expect(paramsOf(url)).toEqual({
      locale: 'en',
      'fields[0]': 'title',
      'fields[1]': 'slug',
      'fields[2]': 'description',
      'fields[3]': 'url',
      'fields[4]': 'dateStart',
      'fields[5]': 'dateEnd',
      'populate[campus][fields][0]': 'name',
      'populate[campus][fields][1]': 'slug',
      'sort[0]': 'dateStart:asc',
      'pagination[limit]': '6',
      'filters[$or][0][$and][0][dateEnd][$notNull]': 'true',
      'filters[$or][0][$and][1][dateEnd][$gte]': '2026-11-24',
      'filters[$or][1][dateStart][$gte]': '2026-11-24',
    });
  });

  it('filter the campus variant by campus slug', () => {
    expect(paramsOf(upcomingEventsUrl('https://cms.example', { language: 'fr', now, campus: 'lyon' }))['filters[campus][slug][$eq]']).toBe(
      'lyon',
    );
  });

  it('build the CRM paths with the product prefix and the locale', () => {
    expect(crmCampusesUrl('https://cms.example', 'esnum', 'brochure', 'fr')).toBe(
      'https://cms.example/api/esnum-crm-links/brochure/campuses?locale=fr',
    );
    expect(crmLinkUrl('https://cms.example', 'esnum', 'contact', 'saint-etienne', 'en')).toBe(
      'https://cms.example/api/esnum-crm-links/contact/saint-etienne/link?locale=en',
    );
  });
});
