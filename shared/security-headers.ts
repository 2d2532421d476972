// Security headers sent with every answer. The Content-Security-Policy is per page (the hashes of
// its inline scripts, written after the build: csp-policy.ts); FALLBACK_CSP covers a
// build from before those were written, and forbids everything but framing nothing.
export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The site's own pages may ask for the location ("Me localiser", the campuses near the visitor:
  // only on their tap, and it never leaves the browser); no frame may.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // Same site rather than same origin: the school's other hosts (the CRM) may show its images.
  'cross-origin-resource-policy': 'same-site',
};

export const FALLBACK_CSP = "frame-ancestors 'none'";
