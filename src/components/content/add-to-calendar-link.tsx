// "Ajouter à mon agenda" on an event page: a download of the event's iCalendar file, which the build
// writes beside the page (routes.eventCalendar; plugins/site-pages/event-calendars.ts), so it works
// without JavaScript. A plain <a download>, not a Gatsby Link: the file is not a page. Drawn as a
// secondary button; the label comes translated from the template.
import React from 'react';
import { CalendarPlus } from 'lucide-react';
import { type ButtonVariant, buttonClassName } from '@/components/ui/button';
import { type Language, localize, routes } from '@/lib/routes';
import * as styles from './add-to-calendar-link.module.css';

interface AddToCalendarLinkProps {
  /** The event's slug in `language`. */
  slug: string;
  language: Language;
  /** The visible text, e.g. t('agenda:addToCalendar'). */
  label: string;
  /** secondary by default; ghost-inverse on the navy hero, ghost beside a primary button. */
  variant?: ButtonVariant;
  /** The whole width of its container (a card's stacked actions). */
  block?: boolean;
  className?: string;
}

export const AddToCalendarLink = ({ slug, language, label, variant = 'secondary', block = false, className }: AddToCalendarLinkProps) => (
  <a href={localize(language, routes.eventCalendar(slug))} download className={buttonClassName({ variant, block, className })}>
    <CalendarPlus className={styles.icon} aria-hidden="true" focusable="false" />
    <span>{label}</span>
  </a>
);
