// The history state of a navigation that keeps the scroll position (a filter applied to a list):
// given by whoever navigates, honoured by the navigation feature's scroll handling.
export const KEEP_SCROLL = { keepScroll: true } as const;
