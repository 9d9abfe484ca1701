import type { Hono } from 'hono';
import type { SandboxContext } from './context';

/**
 * One area of the sandbox: its routes on the API origin and on the frontend origin (hosted pages, scripts), as
 * Hono sub-apps that `createSandboxApps` mounts. State an area's two sides share is made in its factory.
 *
 * @example
 * export const auditArea: SandboxArea = (ctx) => ({ api: auditApi(ctx) });
 */
export type SandboxArea = (ctx: SandboxContext) => { api?: Hono; frontend?: Hono };
