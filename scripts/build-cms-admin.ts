// Builds the CMS admin panel when it is missing or its inputs changed (scripts/lib/cms.ts): the
// test suite runs it in the background beside its integration stage, for the admin's tests.
import { ensureCmsAdminBuilt } from './lib/cms';

ensureCmsAdminBuilt().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
