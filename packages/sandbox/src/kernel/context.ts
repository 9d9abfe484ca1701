import { type AdminAccessOptions, adminHostNames } from './admin-access';
import { AuditLog } from './audit-log';
import { VirtualClock } from './clock';
import { resolveCredentials, type SandboxCredentials } from './credentials';
import { DeliveryLog } from './deliveries';
import { FaultTable } from './faults';
import { cryptoRandom, type SandboxRandom, seededRandom } from './random';
import { defaultSettings, type SandboxSettings } from './settings';

/** The six base URLs of the spec's placeholder table, as this sandbox serves them. */
export interface SandboxUrls {
  base_url: string;
  auth_url: string;
  vx_url: string;
  vx_backend_url: string;
  vx_frontend_url: string;
  reporting_url: string;
}

/** Everything an area of the sandbox shares: time, settings, credentials, logs, URLs and reset hooks. */
export interface SandboxContext {
  readonly clock: VirtualClock;
  /** Every invented id and token comes from here (seeded: deterministic). */
  readonly random: SandboxRandom;
  readonly credentials: SandboxCredentials;
  settings: SandboxSettings;
  readonly audit: AuditLog;
  readonly deliveries: DeliveryLog;
  /** Faults on demand (`/__sandbox/faults`): HTTP answers and deliveries that misbehave on purpose. */
  readonly faults: FaultTable;
  /** Filled in once both servers listen. */
  urls: SandboxUrls;
  /** Origin of the API server, e.g. http://127.0.0.1:4010. */
  apiOrigin: string;
  /** Origin of the hosted pages, modal script and stylesheet, e.g. http://127.0.0.1:4011. */
  frontendOrigin: string;
  /** Who the admin API answers (`admin-guard.ts`): its host names, and the page origins beside its own. */
  adminAccess: { hosts: string[]; origins: string[] };
  /** Registers a function that clears an area's state on POST /__sandbox/reset. */
  onReset(fn: () => void): void;
  reset(): void;
}

export interface SandboxContextOptions {
  credentials?: Partial<SandboxCredentials>;
  settings?: Partial<SandboxSettings>;
  env?: Record<string, string | undefined>;
  clock?: VirtualClock;
  /**
   * Makes ids, tokens and timestamps deterministic: ids come from a stream seeded with it and the clock starts
   * frozen at `startAt` (default 2030-01-01T00:00:00Z), moving only through the admin API.
   */
  seed?: string | number;
  /** Where a seeded clock starts (ISO 8601 or epoch ms). Ignored without a seed. */
  startAt?: string | number;
  /**
   * Who may use the admin API (`/__sandbox/*`) besides `127.0.0.1`, `localhost` and `[::1]` on the sandbox's
   * own ports and its own pages: more host names, and exact page origins allowed to call it from a browser.
   */
  admin?: AdminAccessOptions;
}

/** The time a seeded sandbox's frozen clock starts at unless `startAt` says otherwise. */
export const defaultSeededStart = Date.UTC(2030, 0, 1);

function seededClock(startAt: string | number | undefined): VirtualClock {
  const start =
    startAt === undefined ? defaultSeededStart : typeof startAt === 'number' ? startAt : Date.parse(startAt);
  if (!Number.isFinite(start))
    throw new RangeError(
      `startAt: must be an ISO 8601 time or epoch milliseconds, got ${JSON.stringify(startAt)}`,
    );
  return new VirtualClock(() => start);
}

export function createSandboxContext(options: SandboxContextOptions = {}): SandboxContext {
  const seeded = options.seed !== undefined;
  const clock = options.clock ?? (seeded ? seededClock(options.startAt) : new VirtualClock());
  const random = seeded ? seededRandom(String(options.seed)) : cryptoRandom();
  const resetters: (() => void)[] = [];
  const initialSettings = { ...defaultSettings, ...options.settings };
  const faults = new FaultTable(clock);
  const context: SandboxContext = {
    clock,
    random,
    credentials: resolveCredentials(options.env, options.credentials),
    settings: { ...initialSettings },
    audit: new AuditLog(clock, random),
    deliveries: new DeliveryLog(clock, random, faults),
    faults,
    urls: {
      base_url: '',
      auth_url: '',
      vx_url: '',
      vx_backend_url: '',
      vx_frontend_url: '',
      reporting_url: '',
    },
    apiOrigin: '',
    frontendOrigin: '',
    adminAccess: {
      hosts: adminHostNames(undefined, options.admin?.hosts),
      origins: [...(options.admin?.origins ?? [])],
    },
    onReset(fn) {
      resetters.push(fn);
    },
    reset() {
      clock.reset();
      random.reset();
      context.settings = { ...initialSettings };
      context.audit.clear();
      context.deliveries.clear();
      faults.clear();
      for (const fn of resetters) fn();
    },
  };
  return context;
}

/**
 * A per-context store shared by the areas that need it: `create` runs on a context's first use, `clear` on
 * each of its resets.
 *
 * @example
 * export const vpinRegistry = perContext((ctx) => new VpinRegistry(() => ctx.clock.now()));
 */
export function perContext<T extends { clear(): void }>(
  create: (ctx: SandboxContext) => T,
): (ctx: SandboxContext) => T {
  const stores = new WeakMap<SandboxContext, T>();
  return (ctx) => {
    let store = stores.get(ctx);
    if (!store) {
      const created = create(ctx);
      stores.set(ctx, created);
      ctx.onReset(() => created.clear());
      store = created;
    }
    return store;
  };
}

/** Where each placeholder lives under the two origins. Paths are part of the sandbox's public contract. */
export function sandboxUrls(apiOrigin: string, frontendOrigin: string): SandboxUrls {
  return {
    base_url: apiOrigin,
    auth_url: `${apiOrigin}/auth`,
    vx_url: `${apiOrigin}/vx`,
    vx_backend_url: `${apiOrigin}/backend`,
    vx_frontend_url: frontendOrigin,
    reporting_url: `${apiOrigin}/reporting`,
  };
}
