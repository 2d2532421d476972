// The product prefix of the school's API paths (`/api/{product}-news`, `/api/{product}-crm-links/...`).
// One value shared with the site build: SITE_PRODUCT, "esnum" by default.
const PRODUCT_PATTERN = /^[a-z][a-z0-9-]*$/;

export const product = (() => {
  const value = (process.env.SITE_PRODUCT || 'esnum').trim().toLowerCase();
  if (!PRODUCT_PATTERN.test(value)) {
    throw new Error(`SITE_PRODUCT must match ${PRODUCT_PATTERN} (got "${value}")`);
  }
  return value;
})();
