// School identity and the external links the site chrome needs. All hosts are fictional (.example).

import type { WebsiteSeed } from '../types';
import { DEMO_HOSTS } from './ids';

export const website: WebsiteSeed = {
  siteName: 'ESNUM',
  email: 'contact@esnum.example',
  englishEnabled: true,
  companySiteUrl: DEMO_HOSTS.companies,
  professionalSiteUrl: DEMO_HOSTS.professionals,
  careersUrl: DEMO_HOSTS.careers,
  complaintFormUrl: DEMO_HOSTS.complaint,
  // No footer frame: the school network's static host does not exist for a fictional school, and
  // a frame that cannot load shows the browser's error page under every footer.
  schools: [
    {
      name: 'ESNUM',
      // Fictional number, used for demonstration only.
      phone: '01 84 00 00 00',
      socials: [
        { type: 'instagram', url: 'https://www.instagram.com/esnum.example', visible: true },
        { type: 'facebook', url: 'https://www.facebook.com/esnum.example', visible: true },
        { type: 'youtube', url: 'https://www.youtube.com/@esnum.example', visible: true },
        { type: 'linkedin', url: 'https://www.linkedin.com/school/esnum.example', visible: true },
        { type: 'twitter', url: 'https://twitter.com/esnum.example', visible: true },
        { type: 'discord', url: 'https://discord.gg/esnum.example', visible: true },
        { type: 'tiktok', url: 'https://www.tiktok.com/@esnum.example', visible: false },
      ],
    },
  ],
  metaDescription: {
    fr: 'ESNUM, école supérieure du numérique et du management : BTS, Bachelor, Mastère, MBA et Programme Grande École en alternance sur 26 campus en France.',
    en: 'ESNUM, a school of digital technology and management: BTS, Bachelor, Mastère, MBA and Grande École Programme, as work-study on 26 campuses in France.',
  },
};
