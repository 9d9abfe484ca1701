import { existsSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { type StackInfo, stackInfo } from '../support/stack-info';
import { firefoxPath, launchFirefox } from './firefox';
import type { EngineName, EngineSession } from './scope';
import { launchWebKit, miniBrowserPath } from './webkit';

/**
 * Playwright's runner without its browsers: the project's name picks the engine, and each engine is one browser
 * session shared by every test of the project (a worker fixture), against the stack the global setup started.
 */
export const test = base.extend<{ stack: StackInfo }, { engine: EngineSession }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
  stack: async ({}, use) => use(stackInfo()),
  engine: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      const binary = name === 'webkit' ? miniBrowserPath : firefoxPath;
      if (!existsSync(binary)) throw new Error(`no ${name} at ${binary}: run bash scripts/ensure-engines.sh`);
      const session = name === 'webkit' ? await launchWebKit() : await launchFirefox();
      await use(session);
      await session.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
