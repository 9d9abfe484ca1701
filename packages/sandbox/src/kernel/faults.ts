import type { VirtualClock } from './clock';

/** Faults of an HTTP answer of the sandbox (API or hosted-page routes). */
export const httpFaultKinds = ['latency', 'error', 'timeout', 'reset', 'rate_limit'] as const;
/** Faults of an outgoing webhook or callback delivery. */
export const deliveryFaultKinds = [
  'drop',
  'duplicate',
  'delay',
  'reorder',
  'bad_signature',
  'replay',
] as const;
export type HttpFaultKind = (typeof httpFaultKinds)[number];
export type DeliveryFaultKind = (typeof deliveryFaultKinds)[number];
export type FaultKind = HttpFaultKind | DeliveryFaultKind;
/** What the sandbox delivers: VX webhooks, document callbacks, V-PIN webhooks. */
export const deliveryKinds = ['vx.webhook', 'document.callback', 'vpin.webhook'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** A fault as `POST /__sandbox/faults` takes it (snake case, as on the wire). */
export interface FaultInput {
  kind: FaultKind;
  /** HTTP faults: `"/vx/"` (a path prefix) or `"POST /process/"` (method and prefix). Default: every route. */
  route?: string;
  /** Only requests whose path, query or body contain this text (a request id, a token, an email). */
  session?: string;
  /** Delivery faults: only this delivery kind. Default: every kind. */
  delivery?: DeliveryKind;
  /** How many requests or deliveries it hits (default 1, or unlimited while `seconds` runs). */
  count?: number;
  /** Active for this many seconds of virtual time, then gone. */
  seconds?: number;
  /** `latency`: added real milliseconds (default 1000); `timeout`: how long the request is held (default 60000). */
  ms?: number;
  /** `error`: the 5xx status (default 503). */
  status?: number;
  /** `rate_limit`: the `Retry-After` seconds (default 1). */
  retry_after?: number;
  /** `delay`: virtual seconds before the first attempt; `replay`: virtual seconds before the replay (default 60). */
  delay_seconds?: number;
}

/** A fault as the admin API lists it: what was asked plus how often it fired and when it ends. */
export interface Fault extends FaultInput {
  id: string;
  /** Times it still applies; null while unlimited. */
  remaining: number | null;
  /** ISO time (virtual) when a timed fault ends; null for counted ones. */
  until: string | null;
  hits: number;
}

/** What an HTTP request looks like to the fault matcher. */
export interface FaultRequest {
  method: string;
  path: string;
  /** Path plus query plus body text, read lazily only when a session-scoped fault exists. */
  text: () => Promise<string>;
}

/**
 * The active faults of one sandbox. Counted faults are used up one per hit; timed ones end on the virtual clock
 * (so `POST /__sandbox/clock/advance` also ends a fault); a fault with neither applies once.
 */
export class FaultTable {
  #faults: Fault[] = [];
  #nextId = 1;
  #listeners = new Set<(fault: Fault, hit: string) => void>();

  constructor(private readonly clock: VirtualClock) {}

  add(input: FaultInput): Fault {
    const fault: Fault = {
      ...input,
      id: `flt_${this.#nextId++}`,
      remaining: input.count ?? (input.seconds ? null : 1),
      until: input.seconds ? new Date(this.clock.now() + input.seconds * 1000).toISOString() : null,
      hits: 0,
    };
    this.#faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    this.#prune();
    return [...this.#faults];
  }

  remove(id: string): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter((f) => f.id !== id);
    return this.#faults.length < before;
  }

  clear(): void {
    this.#faults = [];
  }

  /**
   * Calls `listener` each time a fault is used, with the fault after the use and what it hit (`POST /path` or
   * the delivery kind), so a log can say that an armed fault fired. Returns the function that stops it.
   */
  onUse(listener: (fault: Fault, hit: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The first active HTTP fault matching the request, used up by one. */
  async takeHttp(request: FaultRequest): Promise<Fault | undefined> {
    this.#prune();
    let text: string | undefined;
    for (const fault of this.#faults) {
      if (!(httpFaultKinds as readonly string[]).includes(fault.kind)) continue;
      if (fault.route && !routeMatches(fault.route, request.method, request.path)) continue;
      if (fault.session) {
        text ??= await request.text();
        if (!text.includes(fault.session)) continue;
      }
      return this.#use(fault, `${request.method} ${request.path}`);
    }
    return undefined;
  }

  /** The first active delivery fault for a delivery of `kind` whose body contains the session text, used up by one. */
  takeDelivery(kind: DeliveryKind, rawBody: string): Fault | undefined {
    this.#prune();
    const fault = this.#faults.find(
      (f) =>
        (deliveryFaultKinds as readonly string[]).includes(f.kind) &&
        (!f.delivery || f.delivery === kind) &&
        (!f.session || rawBody.includes(f.session)),
    );
    return fault ? this.#use(fault, kind) : undefined;
  }

  #use(fault: Fault, hit: string): Fault {
    fault.hits += 1;
    if (fault.remaining !== null) fault.remaining -= 1;
    if (fault.remaining === 0) this.remove(fault.id);
    for (const listener of this.#listeners) listener({ ...fault }, hit);
    return { ...fault };
  }

  #prune(): void {
    const now = this.clock.now();
    this.#faults = this.#faults.filter((f) => f.until === null || Date.parse(f.until) > now);
  }
}

function routeMatches(route: string, method: string, path: string): boolean {
  const space = route.indexOf(' ');
  if (space > 0 && route.slice(0, space) !== method.toUpperCase()) return false;
  return path.startsWith(space > 0 ? route.slice(space + 1) : route);
}
