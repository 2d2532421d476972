/** @jest-environment node */
import { onPostBootstrap } from '../gatsby-node';

const run = (env: string | undefined, websites: Array<{ locale: string; tagManagerId: string | null }>) => {
  const reporter = { warn: jest.fn(), info: jest.fn() };
  if (env === undefined) delete process.env.GATSBY_GTM_ID;
  else process.env.GATSBY_GTM_ID = env;
  const hook = onPostBootstrap as unknown as (args: object) => void;
  hook({ getNodesByType: (type: string) => (type === 'STRAPI_WEBSITE' ? websites : []), reporter });
  return reporter;
};

afterEach(() => {
  delete process.env.GATSBY_GTM_ID;
});

describe('site-chrome build message about the tag manager', () => {
  it('names the container and where it comes from', () => {
    const reporter = run('', [
      { locale: 'en', tagManagerId: 'GTM-CMSEN01' },
      { locale: 'fr', tagManagerId: 'GTM-CMSFR01' },
    ]);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('tag manager GTM-CMSFR01 (from the CMS)'));
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it('warns about an invalid GTM_ID and says there is no tag manager', () => {
    const reporter = run('GTM_123', [{ locale: 'fr', tagManagerId: null }]);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining('"GTM_123" (GTM_ID) is not a container id'));
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('no tag manager'));
  });

  it('warns about an invalid CMS value and uses GTM_ID', () => {
    const reporter = run('GTM-ENV0001', [{ locale: 'fr', tagManagerId: 'analytics' }]);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining('"analytics" (CMS website settings, tagManagerId)'));
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('tag manager GTM-ENV0001 (from GTM_ID)'));
  });

  it('says when GTM_ID=off turned it off', () => {
    const reporter = run('off', [{ locale: 'fr', tagManagerId: 'GTM-CMSFR01' }]);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('no tag manager (GTM_ID=off)'));
  });
});
