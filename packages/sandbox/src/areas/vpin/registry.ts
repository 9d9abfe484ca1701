import { perContext, type SandboxContext } from '../../kernel/context';
import type { SandboxRandom } from '../../kernel/random';

/** 2.6 / 8: superseded V-PINs auto-resolve for this many days after a merge (the sample's value). */
export const defaultRedirectWindowDays = 90;
const dayMs = 86_400_000;

/** Where a V-PIN stands in the lifecycle of 3.4. */
export type VpinStatus = 'active' | 'superseded' | 'split' | 'retired';

export interface VpinRecord {
  vpin: string;
  status: VpinStatus;
  /** When the V-PIN was first returned to the client (and added to its monitor). */
  firstSeenAt: number;
  lastUsedAt: number;
  /** When the current status became authoritative. */
  effectiveAt: number;
  /** superseded: the V-PIN it was merged into, and until when it auto-resolves. */
  canonical?: string;
  redirectUntil?: number;
  /** split: the replacements. */
  replacements?: string[];
  /** Status before a retirement, so `vpin.retire.reverted` can reinstate it. */
  statusBeforeRetire?: VpinStatus;
}

/** Answer of the resolution endpoint (4.12, 7.7). */
export type Resolution =
  | {
      status: 200;
      body: { input: string; canonical_vpin: string; superseded: boolean; effective_at: string };
    }
  | { status: 404; body: { error: 'VPIN_NOT_FOUND'; message: string; reason?: string } }
  | {
      status: 409;
      body: { input: string; split: true; replacements: { vpin: string; effective_at: string }[] };
    };

/**
 * Every V-PIN returned to the client, monitored (1.5). The gateway issues one per person on a PASS; the admin API
 * issues any. Events (area vpin) move them through 3.4; `resolve` answers 4.12.
 */
export class VpinRegistry {
  readonly records = new Map<string, VpinRecord>();

  constructor(
    private readonly now: () => number,
    private readonly random: SandboxRandom,
  ) {}

  /** Returns the V-PIN to the client and monitors it; a known V-PIN only gets `lastUsedAt` updated. */
  issue(vpin: string = newVpin(this.random), now = this.now()): VpinRecord {
    const existing = this.records.get(vpin);
    if (existing) {
      existing.lastUsedAt = now;
      return existing;
    }
    const record: VpinRecord = {
      vpin,
      status: 'active',
      firstSeenAt: now,
      lastUsedAt: now,
      effectiveAt: now,
    };
    this.records.set(vpin, record);
    return record;
  }

  get(vpin: string): VpinRecord | undefined {
    return this.records.get(vpin);
  }

  /**
   * 3.4 / 4.12: active → 200 itself; superseded within the redirect window → 200 with the canonical V-PIN
   * (following chains of merges); after the window or retired → 404; split → 409 with the replacements.
   */
  resolve(input: string): Resolution {
    const start = this.records.get(input);
    const notFound = (message: string, reason?: string): Resolution => ({
      status: 404,
      body: reason ? { error: 'VPIN_NOT_FOUND', message, reason } : { error: 'VPIN_NOT_FOUND', message },
    });
    if (!start) return notFound(`vpin: ${input} was never issued to this client`);
    const now = this.now();
    let current = start;
    const seen = new Set<string>();
    while (current.status === 'superseded' && current.canonical && !seen.has(current.vpin)) {
      seen.add(current.vpin);
      if (current.redirectUntil !== undefined && now > current.redirectUntil) {
        return notFound(
          `vpin: ${current.vpin} was merged into ${current.canonical}; its redirect window ended ${new Date(current.redirectUntil).toISOString()}`,
          'REDIRECT_WINDOW_ENDED',
        );
      }
      const next = this.records.get(current.canonical);
      if (!next) break;
      current = next;
    }
    if (current.status === 'split') {
      return {
        status: 409,
        body: {
          input,
          split: true,
          replacements: (current.replacements ?? []).map((vpin) => ({
            vpin,
            effective_at: new Date(current.effectiveAt).toISOString(),
          })),
        },
      };
    }
    if (current.status === 'retired') {
      return notFound(`vpin: ${current.vpin} was retired and must not be used`, 'RETIRED');
    }
    return {
      status: 200,
      body: {
        input,
        canonical_vpin: current.vpin,
        superseded: current.vpin !== input,
        effective_at: new Date(start.effectiveAt).toISOString(),
      },
    };
  }

  /** Marks `superseded` as merged into `canonical` from now, auto-resolving for `windowDays`. */
  merge(canonical: string, superseded: string[], windowDays: number, now = this.now()): void {
    for (const vpin of superseded) {
      const record = this.records.get(vpin)!;
      record.status = 'superseded';
      record.canonical = canonical;
      record.effectiveAt = now;
      record.redirectUntil = now + windowDays * dayMs;
    }
  }

  /** Undoes a merge: the superseded V-PINs are active again. */
  revertMerge(superseded: string[], at = this.now()): void {
    for (const vpin of superseded) {
      const record = this.records.get(vpin);
      if (record?.status !== 'superseded') continue;
      record.status = 'active';
      record.effectiveAt = at;
      delete record.canonical;
      delete record.redirectUntil;
    }
  }

  /** Splits `source` into `count` new monitored V-PINs; the source is retired (409 on resolve). */
  split(source: string, replacements: string[], at = this.now()): VpinRecord[] {
    const record = this.records.get(source)!;
    record.status = 'split';
    record.effectiveAt = at;
    record.replacements = replacements;
    return replacements.map((vpin) => this.issue(vpin, at));
  }

  retire(vpin: string, at = this.now()): void {
    const record = this.records.get(vpin)!;
    record.statusBeforeRetire = record.status;
    record.status = 'retired';
    record.effectiveAt = at;
  }

  /** Reinstates a retired V-PIN: active again. */
  reinstate(vpin: string, at = this.now()): void {
    const record = this.records.get(vpin)!;
    record.status = 'active';
    record.effectiveAt = at;
    delete record.statusBeforeRetire;
  }

  clear(): void {
    this.records.clear();
  }
}

/** A fresh V-PIN, e.g. `VP-3F9A61C2D4E5`. */
export function newVpin(random: SandboxRandom): string {
  return `VP-${random.hex(6).toUpperCase()}`;
}

/**
 * The context's V-PIN registry, created on first use and cleared on reset. Any area that returns a V-PIN to the
 * client calls `vpinRegistry(ctx).issue(vpin)` so the V-PIN is monitored.
 */
export const vpinRegistry: (ctx: SandboxContext) => VpinRegistry = perContext(
  (ctx) => new VpinRegistry(() => ctx.clock.now(), ctx.random),
);
