// Dates in the page's language, in the school's time zone (Europe/Paris).
import { INTL_LOCALES, SCHOOL_TIME_ZONE, dateTimeFormat } from './intl';
import type { Language } from './routes';

/** A cached Intl formatter of the language, in the school time zone. */
export const schoolDateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(INTL_LOCALES[language], { timeZone: SCHOOL_TIME_ZONE, ...options });

/** "jeudi 3 décembre 2026" / "Thursday, 3 December 2026". */
export const formatLongDate = (iso: string, language: Language) =>
  schoolDateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** "samedi 2 janvier" / "Saturday 2 January": a date of the coming weeks, in a button. */
export const formatDayOfWeek = (iso: string, language: Language) =>
  schoolDateFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** "3 décembre 2026" / "3 December 2026". */
export const formatDate = (iso: string, language: Language) =>
  schoolDateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * A clock time ("14:30") as the language writes it: "14 h 30" and "10 h" in French (with spaces
 * that do not break), "14:30" in English.
 */
export const spokenClockTime = (time: string, language: Language) => {
  if (language !== 'fr') return time;
  const [hours, minutes] = time.split(':');
  return minutes === '00' ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
};

/** "14 h 30" / "14:30", in the school time zone. */
export const formatTime = (iso: string, language: Language) =>
  spokenClockTime(schoolDateFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)), language);

/** "10 h – 17 h": when it starts, and when it ends if it says. */
export const formatTimeRange = (start: string, end: string | null | undefined, language: Language) =>
  end ? `${formatTime(start, language)} – ${formatTime(end, language)}` : formatTime(start, language);
