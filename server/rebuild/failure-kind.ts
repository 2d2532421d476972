// What kind of failure stopped a build, for the editor who published (issue 42): the CMS admin says
// in plain words what happened and what to do from the kind, and shows the build's message below.
// Gatsby's output is the only record of the cause, so the kinds are read from the messages the
// site's own checks and the build write (plugins/strapi-schema, plugins/site-pages, gatsby-build.ts).

export type FailureKind =
  /** An entry the site cannot publish as it is: the message names it, the editor corrects it. */
  | 'content'
  /** The build could not read the CMS (down, overloaded, a request that timed out). */
  | 'cms-unreachable'
  /** The build passed its deadline and was stopped. */
  | 'deadline'
  /** Anything else: a fault of the site's code or of the machine, for the technical team. */
  | 'technical';

/** Messages of the site's checks about content an editor can correct, as the build prints them. */
const CONTENT_MESSAGES = [
  /returned no published content for/,
  /have an address that no visitor could reach/,
  /uses the rubrique "[^"]*", which belongs to a site template/,
  /redirects: \d+ problem\(s\)/,
  /has no valid start date/,
];

const CMS_UNREACHABLE_MESSAGES = [
  /The CMS at \S+ cannot be reached/,
  /timeout of \d+ms exceeded/,
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up/,
  /No API token for the CMS/,
];

export const failureKind = (error: string): FailureKind => {
  if (/took longer than its .* deadline/.test(error)) return 'deadline';
  // Before the CMS's messages: a content check's message may quote an address.
  if (CONTENT_MESSAGES.some((pattern) => pattern.test(error))) return 'content';
  if (CMS_UNREACHABLE_MESSAGES.some((pattern) => pattern.test(error))) return 'cms-unreachable';
  return 'technical';
};
