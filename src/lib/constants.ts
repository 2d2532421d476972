// Business constants and limits of the spec (§9), in one place.

export const SCROLL_TO_HASH_OFFSET_PX = 250;
export const SCROLL_DELAY_MS = 100;

export const ONLINE_TOAST_MS = 5000;

export const LOADING_BAR = { durationMs: 5000, startThrottleMs: 200, hideDelayMs: 500 } as const;

export const MOBILE_BANNER_OFFSET_REDUCTION_PX = 30;
export const BANNER_RESIZE_DELAY_MS = 200;

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** Mobile layout at this width or less (or on a mobile user agent). */
export const MOBILE_LAYOUT_MAX_WIDTH = 900;
/** The desktop navbar is compact at this width or less (or once scrolled). */
export const COMPACT_NAVBAR_MAX_WIDTH = 1300;

export const MAX_STORED_EVENTS = 6;
export const MENU_EVENTS = 3;
export const CAMPUS_MENU_COLUMNS = 3;
export const CAMPUS_MENU_COLUMN_SIZE = 11;

export const RELOAD_GUARD_MS = 60000;

export const DICTIONARY_VERSION = '0.1.0';
export const CAMPUS_COUNT_CLAIM = 26;

/** Live CMS calls of the pop-in: time allowed per attempt, and extra attempts. */
export const CRM_TIMEOUT_MS = 3000;
export const CRM_RETRIES = 1;

/** News items suggested under an article ("À lire aussi"). */
export const RELATED_NEWS_COUNT = 3;
