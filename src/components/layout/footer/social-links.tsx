// "Follow us": the social networks of the first school of the website settings, those marked
// visible only. Nothing at all, heading included, when none of them can be shown.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeHref } from '@/lib/safe-url';
import type { WebsiteSettings } from '@/content/site-chrome';
import { SOCIAL_NETWORKS, SocialIcon, type SocialNetwork } from './social-icons';
import * as styles from './footer.module.css';
import { isPresent } from '@/lib/is-present';

const isNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

export const SocialLinks = ({ website }: { website: WebsiteSettings | null }) => {
  const { t } = useTranslation('common');
  const socials = website?.schools?.[0]?.socials?.filter(isPresent) ?? [];
  const visible = socials.filter((social) => social.visible !== false && isNetwork(social.type ?? '') && isSafeHref(social.url));
  // A heading over nothing says nothing: no visible network, no section.
  if (visible.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby="footer-follow-us">
      <h2 id="footer-follow-us" className={styles.socialTitle}>
        {t('footer.followUs')}
      </h2>
      <ul className={styles.socialList}>
        {visible.map((social) => (
          <li key={social.type}>
            <a
              href={social.url!}
              rel="noopener"
              className={styles.socialLink}
              aria-label={t('social.label', { network: t(`social.${social.type}`) })}
            >
              <SocialIcon network={social.type as SocialNetwork} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
