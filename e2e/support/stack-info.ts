/** Addresses of the running stack, handed from the global setup to the tests through the environment. */
export interface StackInfo {
  url: string;
  proxy_url: string;
  sandbox_api: string;
  sandbox_frontend: string;
  admin_url: string;
  /** A free port reserved for the origin-prefix attacker (the sandbox frontend port with a 0 appended). */
  prefix_attacker_port: number;
  /** The directory `vite build` wrote. */
  dist_dir: string;
}

export const stackEnvName = 'VERIFRAME_E2E_STACK';

export function stackInfo(): StackInfo {
  const raw = process.env[stackEnvName];
  if (!raw) throw new Error(`${stackEnvName} is not set: run the tests through playwright.config.ts`);
  return JSON.parse(raw) as StackInfo;
}
