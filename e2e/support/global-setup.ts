import { stackEnvName } from './stack-info';
import { startStack } from './start-stack';

/** Starts sandbox, proxy and the built demo once for the whole run; the returned function stops them. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env[stackEnvName] = JSON.stringify(stack.info);
  return async () => {
    await stack.stop();
  };
}
