// The calls to action: brochure, contact, agenda and registration. Brochure, contact and
// registration open the pop-in; before the page's script runs (or without it) they are plain links
// to the brochure page, the contact page and the admission page.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { BookOpen, CalendarDays, GraduationCap, type LucideIcon, MessageCircle } from 'lucide-react';
import type { CrmAction } from '@/lib/crm-actions';
import { type Language, localize, routes } from '@/lib/routes';
import { useOpenPopin } from './use-open-popin';

/** Where each call to action leads without the pop-in (before the page's script runs, or without it). */
export const POPIN_FALLBACK_ROUTES: Record<CrmAction, string> = {
  brochure: routes.brochure(),
  contact: routes.article('contactez-nous'),
  registration: routes.article('admission'),
};

interface PopinLinkProps {
  action: CrmAction;
  language: Language;
  /** The campus chosen in advance (a campus's own page); the brochure page reads it too (?campus=). */
  campusSlug?: string;
  /** The only campuses the pop-in offers: those that teach the page's programme. */
  campuses?: readonly string[];
  className?: string;
  children: React.ReactNode;
}

/** A link that opens the campus pop-in for a CRM action (a plain link to its page without script). */
export const PopinLink = ({ action, language, campusSlug, campuses, className, children }: PopinLinkProps) => {
  const open = useOpenPopin();
  const fallback = localize(language, POPIN_FALLBACK_ROUTES[action]);
  return (
    <a
      href={campusSlug && action === 'brochure' ? `${fallback}?campus=${encodeURIComponent(campusSlug)}` : fallback}
      className={className}
      aria-haspopup="dialog"
      // Read by the static pages' listener (static-popin-links.ts), where this handler never runs.
      data-campuses={campuses?.join(' ')}
      onClick={(event) => {
        event.preventDefault();
        open(action, campusSlug, campuses ?? null);
      }}
    >
      {children}
    </a>
  );
};

export type CtaName = CrmAction | 'agenda';

/** Each call to action's icon, wherever it is offered (the chrome's links, a page hero's pop-in button). */
export const CTA_ICONS: Record<CtaName, LucideIcon> = {
  brochure: BookOpen,
  contact: MessageCircle,
  agenda: CalendarDays,
  registration: GraduationCap,
};

interface CtaLinksProps {
  language: Language;
  className?: string;
  itemClassName?: string;
  /** Class of each link, by call to action (for their colours). */
  linkClassName: (cta: CtaName) => string;
  /** An icon before each label (the phone's bottom bar). */
  withIcons?: boolean;
}

export const CtaLinks = ({ language, className, itemClassName, linkClassName, withIcons = false }: CtaLinksProps) => {
  const { t } = useTranslation('common');
  const label = (cta: CtaName) => {
    const Icon = CTA_ICONS[cta];
    return withIcons ? (
      <>
        <Icon aria-hidden="true" size={20} strokeWidth={2} />
        <span>{t(`cta.${cta}`)}</span>
      </>
    ) : (
      t(`cta.${cta}`)
    );
  };
  const popinLink = (action: CrmAction) => (
    <PopinLink action={action} language={language} className={linkClassName(action)}>
      {label(action)}
    </PopinLink>
  );
  return (
    <ul className={className} aria-label={t('cta.label')}>
      <li className={itemClassName}>{popinLink('brochure')}</li>
      <li className={itemClassName}>{popinLink('contact')}</li>
      <li className={itemClassName}>
        <Link to={localize(language, routes.agenda())} className={linkClassName('agenda')}>
          {label('agenda')}
        </Link>
      </li>
      <li className={itemClassName}>{popinLink('registration')}</li>
    </ul>
  );
};
