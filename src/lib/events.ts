// Which events are upcoming (spec §7): the end date is today or later, or the start date is
// today or later; "today" is the day in the school's time zone.
const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

export const isUpcoming = (event: { dateStart: string; dateEnd?: string | null }, now: Date): boolean => {
  const today = dayOf(now);
  return (event.dateEnd != null && dayOf(new Date(event.dateEnd)) >= today) || dayOf(new Date(event.dateStart)) >= today;
};
