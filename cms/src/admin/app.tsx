// The CMS admin panel's customisation (Strapi builds it into the panel, `strapi build`): French
// offered to the editors beside English, and where their publications stand on the site (issue
// 42), in each entry's edit view and on the home page.
import type { StrapiApp } from '@strapi/strapi/admin';
import { Earth } from '@strapi/icons';
import { EntryStatusPanel } from './site-status/EntryStatusPanel';
import { message, translations } from './site-status/messages';

export default {
  config: {
    locales: ['fr'],
    translations,
  },
  register(app: StrapiApp) {
    app.widgets.register({
      id: 'esnum-site-status',
      icon: Earth,
      title: message('widget.title'),
      component: async () => (await import('./site-status/SiteStatusWidget')).SiteStatusWidget,
    });
  },
  bootstrap(app: StrapiApp) {
    // The plugin's apis are typed `unknown` by the admin; this one is the content manager's.
    const contentManager = app.getPlugin('content-manager') as unknown as { apis: { addEditViewSidePanel(panels: unknown[]): void } };
    contentManager.apis.addEditViewSidePanel([EntryStatusPanel]);
  },
};
