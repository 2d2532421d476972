// The site's first-party cookies in the browser, through js-cookie: written with Max-Age, Path=/,
// SameSite=Lax and Secure on https; values percent-encoded with encodeURIComponent, and read back
// as written (a value that does not decode is read as it is).
import Cookies from 'js-cookie';

const cookies = Cookies.withConverter<string>({
  read: (value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  },
  write: (value) => encodeURIComponent(value),
  // js-cookie's default Path attribute is left out: the attributes below are written in this order
  // and this case, as the site always wrote them.
}).withAttributes({ path: undefined });

export const isSecurePage = (protocol = window.location.protocol) => protocol === 'https:';

export const readCookie = (name: string): string | undefined => cookies.get(name);

export const cookieNames = (): string[] => Object.keys(cookies.get());

/** Keeps `value` for `maxAge` seconds, for the whole site. */
export const writeCookie = (name: string, value: string, { maxAge, secure = isSecurePage() }: { maxAge: number; secure?: boolean }) => {
  cookies.set(name, value, { 'Max-Age': String(maxAge), Path: '/', SameSite: 'Lax', Secure: secure });
};

/** Removes a cookie of the whole site, set by this host or, with `domain`, for that domain. */
export const removeCookie = (name: string, domain?: string) => {
  cookies.set(name, '', { 'Max-Age': '0', Path: '/', Domain: domain });
};
