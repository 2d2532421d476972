// What the keyboard can reach inside an element: the focus trap cycles through it, a carousel
// asks whether its cards hold anything (if not, its row is a tab stop itself). On its own so that
// a page with a carousel does not carry the focus trap with it.
const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export const focusableIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
