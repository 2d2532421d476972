// Integration stage, once after all tests: stop what the setup started and remove its files.
import fs from 'fs';
import type { ChildProcess } from 'child_process';
import type { FastifyInstance } from 'fastify';
import { stopProcess } from '../../../scripts/lib/processes';
import { stateFile } from './state';

export default async () => {
  const globals = globalThis as Record<string, unknown>;
  await (globals.__ESNUM_SERVER__ as FastifyInstance | undefined)?.close();
  await stopProcess(globals.__ESNUM_CMS__ as ChildProcess | undefined);
  const tmpDir = globals.__ESNUM_TMP__ as string | undefined;
  if (tmpDir && !process.env.KEEP_INTEGRATION_FILES) fs.rmSync(tmpDir, { recursive: true, force: true });
  fs.rmSync(stateFile(), { force: true });
};
