// Seed step: the editors' redirects (not localized).
import type { SeedContext } from '../context';
import { cmsRedirects } from '../data/redirects';

export const seedRedirects = async ({ documentsOf, countCreated, progress }: SeedContext) => {
  const redirects = documentsOf('api::redirect.redirect');
  for (const redirect of cmsRedirects) {
    if (await redirects.findFirst({ filters: { from: redirect.from } })) continue;
    await redirects.create({ data: redirect, status: 'published' });
    countCreated();
  }
  progress('redirects', cmsRedirects.length);
};
