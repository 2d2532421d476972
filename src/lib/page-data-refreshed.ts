// The window event that says the current page's data are being refreshed (the installed app came
// back online): the connectivity feature sends it, and what shows live data (the upcoming events)
// listens, so neither imports the other.
export const PAGE_DATA_REFRESHED_EVENT = 'esnum:page-data-refreshed';

export const announcePageDataRefreshed = () => window.dispatchEvent(new Event(PAGE_DATA_REFRESHED_EVENT));

/** Calls `listener` on each refresh; returns what stops it. */
export const onPageDataRefreshed = (listener: () => void) => {
  window.addEventListener(PAGE_DATA_REFRESHED_EVENT, listener);
  return () => window.removeEventListener(PAGE_DATA_REFRESHED_EVENT, listener);
};
