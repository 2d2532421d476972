// Integration stage, once after all tests: stop what the setup started and remove its files.
import type { TestEnvironment } from './environment';

export default async () => {
  await ((globalThis as Record<string, unknown>).__ESNUM_ENVIRONMENT__ as TestEnvironment | undefined)?.stop();
};
