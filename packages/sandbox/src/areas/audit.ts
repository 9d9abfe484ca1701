import type { Hono } from 'hono';
import type { SandboxContext } from '../kernel/context';

/** Area routes: filled in by the area's implementation. */
export function registerAudit(_ctx: SandboxContext, _api: Hono, _frontend: Hono): void {}
