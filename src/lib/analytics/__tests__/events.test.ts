/** @jest-environment node */
import {
  campusChoiceEvent,
  connectivityEvent,
  crmRedirectEvent,
  languageSwitchEvent,
  pageViewEvent,
  popinOpenEvent,
  templateFromChunkName,
} from '../events';

describe('data-layer events', () => {
  it('page view: path, language and template', () => {
    expect(pageViewEvent({ path: '/en/agenda', language: 'en', template: 'agenda' })).toEqual({
      event: 'page_view',
      page_path: '/en/agenda',
      page_language: 'en',
      page_template: 'agenda',
    });
  });

  it('pop-in opened: the action', () => {
    expect(popinOpenEvent('registration')).toEqual({ event: 'popin_open', crm_action: 'registration' });
  });

  it('campus chosen: the action and the campus', () => {
    expect(campusChoiceEvent('brochure', 'saint-etienne')).toEqual({
      event: 'campus_choice',
      crm_action: 'brochure',
      campus: 'saint-etienne',
    });
  });

  it('CRM redirect: the action, the campus and the origin tracking', () => {
    expect(crmRedirectEvent('contact', 'lyon', 'SEARCH_GOOGLE')).toEqual({
      event: 'crm_redirect',
      crm_action: 'contact',
      campus: 'lyon',
      origin: 'SEARCH_GOOGLE',
    });
  });

  it('CRM redirect without a known origin says "none", never undefined', () => {
    expect(crmRedirectEvent('contact', 'lyon', null).origin).toBe('none');
    expect(crmRedirectEvent('contact', 'lyon', undefined).origin).toBe('none');
    expect(crmRedirectEvent('contact', 'lyon', '').origin).toBe('none');
  });

  it('language switched: from and to', () => {
    expect(languageSwitchEvent('fr', 'en')).toEqual({ event: 'language_switch', language_from: 'fr', language_to: 'en' });
  });

  it('connectivity: offline, then online', () => {
    expect(connectivityEvent(false)).toEqual({ event: 'connectivity', connectivity: 'offline' });
    expect(connectivityEvent(true)).toEqual({ event: 'connectivity', connectivity: 'online' });
  });
});

describe('templateFromChunkName', () => {
  it.each([
    ['component---src-templates-home-tsx', 'home'],
    ['component---src-templates-news-article-tsx', 'news-article'],
    ['component---src-templates-job-profile-list-tsx', 'job-profile-list'],
    ['component---src-pages-404-tsx', '404'],
    ['component---src-pages-index-js', 'index'],
    ['component---node-modules-some-plugin-page-tsx', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (chunkName, template) => {
    expect(templateFromChunkName(chunkName)).toBe(template);
  });
});
