import {
  MemoryVpinMappingStore,
  type VpinMappingStore,
  type VpinMappingTransaction,
  type VpinRecord,
} from '../stores/vpin-mapping-store';
import type { KnownVpinEvent } from './vpin-events';

/** One change the mapping made, also passed to the matching hook so the app can move its own records. */
export type VpinChange =
  | { kind: 'rekey'; from: string; to: string }
  | { kind: 'split'; from: string; to: string[] }
  | { kind: 'purge'; vpin: string }
  | { kind: 'restore'; vpin: string };

/** How `resolve` answers: the V-PIN to use now, or why there is none. */
export type VpinResolution =
  | { status: 'active'; vpin: string; known: boolean }
  | { status: 'retired'; vpin: string }
  | {
      status: 'split';
      vpin: string;
      replacements: { vpin: string; links: { name: string; value: string }[] }[];
    };

export interface VpinMappingOptions {
  store?: VpinMappingStore;
  /**
   * Called for each change, after the mapping recorded it: re-key your records, purge personal data. Must be
   * idempotent: when it throws, the event is not marked applied and its redelivery runs the hooks again.
   */
  onChange?: (change: VpinChange, event: KnownVpinEvent) => unknown;
}

function eventTime(event: KnownVpinEvent): number {
  const data = event.data as Record<string, unknown>;
  for (const key of ['effective_at', 'retired_at', 'reverted_at', 'reinstated_at']) {
    const v = data[key];
    if (typeof v === 'string' && Number.isFinite(Date.parse(v))) return Date.parse(v);
  }
  const created = event.created_at ? Date.parse(event.created_at) : Number.NaN;
  return Number.isFinite(created) ? created : 0;
}

/** Every V-PIN applying `event` may write; `undefined` for reverts, whose V-PINs come from earlier events. */
function writableVpins(event: KnownVpinEvent): string[] | undefined {
  switch (event.type) {
    case 'vpin.merged':
      return event.data.superseded.map((s) => s.vpin);
    case 'vpin.split':
      return [event.data.source_vpin];
    case 'vpin.retired':
      return [event.data.vpin];
    default:
      return undefined;
  }
}

/** V-PINs named by a reverted event, whatever shape it uses (its payload is "not shown" by the spec). */
function namedVpins(data: Record<string, unknown>): string[] {
  const out: string[] = [];
  const take = (v: unknown) => {
    if (typeof v === 'string' && v) out.push(v);
    else if (v && typeof v === 'object' && typeof (v as { vpin?: unknown }).vpin === 'string') {
      out.push((v as { vpin: string }).vpin);
    }
  };
  for (const key of ['vpin', 'superseded', 'restored', 'vpins', 'restored_vpins', 'superseded_vpins']) {
    const v = data[key];
    if (Array.isArray(v)) v.forEach(take);
    else take(v);
  }
  return out;
}

/** Ids of the event a revert undoes, whatever the field is called (`merge_event_id`, `reverted_event_id`...). */
function referencedEventIds(data: Record<string, unknown>): string[] {
  return Object.entries(data)
    .filter(([k, v]) => /event_id$/.test(k) && typeof v === 'string')
    .map(([, v]) => v as string);
}

/**
 * Keeps a V-PIN mapping as the consumer responsibilities of 6.4 describe: superseded V-PINs point to the
 * canonical one, a split source points to its replacements, a retired V-PIN is purged (kept only as a
 * tombstone so it is never reused), and the reverted events undo those moves. Idempotent per event, and
 * tolerant of out-of-order delivery: a change older than what a V-PIN already reflects is skipped.
 *
 * @example
 * const mapping = new VpinMapping({ onChange: (c) => c.kind === 'rekey' && db.rekey(c.from, c.to) });
 * const receiver = createVpinWebhookReceiver({ secret, mapping });
 * const now = await mapping.resolve(storedVpin); // { status: 'active', vpin: canonical }
 */
export class VpinMapping {
  readonly #store: VpinMappingStore;
  readonly #onChange: VpinMappingOptions['onChange'];

  constructor(options: VpinMappingOptions = {}) {
    this.#store = options.store ?? new MemoryVpinMappingStore();
    this.#onChange = options.onChange;
  }

  /**
   * Applies one event atomically (one store transaction); returns the changes made (none when it was applied
   * before or is outdated).
   */
  apply(event: KnownVpinEvent): Promise<VpinChange[]> {
    return this.#store.transaction((tx) => this.#applyIn(tx, event), writableVpins(event));
  }

  async #applyIn(tx: VpinMappingTransaction, event: KnownVpinEvent): Promise<VpinChange[]> {
    if ((await tx.getEventChanges(event.id)) !== undefined) return [];
    const at = eventTime(event);
    const changes: VpinChange[] = [];
    const touched: string[] = [];
    const write = async (vpin: string, record: VpinRecord) => {
      const current = await tx.get(vpin);
      if (current && current.changedAt > at) return false; // a newer event already decided this V-PIN
      await tx.set(vpin, record);
      touched.push(vpin);
      return true;
    };
    const base = { changedAt: at, eventId: event.id };

    switch (event.type) {
      case 'vpin.merged':
        for (const { vpin } of event.data.superseded) {
          if (vpin === event.data.canonical_vpin) continue;
          if (await write(vpin, { state: 'superseded', canonical: event.data.canonical_vpin, ...base })) {
            changes.push({ kind: 'rekey', from: vpin, to: event.data.canonical_vpin });
          }
        }
        break;
      case 'vpin.split': {
        const replacements = event.data.replacements.map((r) => ({ vpin: r.vpin, links: r.links ?? [] }));
        if (await write(event.data.source_vpin, { state: 'split', replacements, ...base })) {
          changes.push({ kind: 'split', from: event.data.source_vpin, to: replacements.map((r) => r.vpin) });
        }
        break;
      }
      case 'vpin.retired':
        if (await write(event.data.vpin, { state: 'retired', ...base })) {
          changes.push({ kind: 'purge', vpin: event.data.vpin });
        }
        break;
      case 'vpin.merge.reverted':
      case 'vpin.retire.reverted': {
        const fromEvents = await Promise.all(
          referencedEventIds(event.data).map(async (id) => (await tx.getEventChanges(id)) ?? []),
        );
        const wanted = event.type === 'vpin.merge.reverted' ? 'superseded' : 'retired';
        const canonical = event.data.canonical_vpin;
        for (const vpin of new Set([...namedVpins(event.data), ...fromEvents.flat()])) {
          if (vpin === canonical) continue;
          const current = await tx.get(vpin);
          // Restore only what this kind of revert undoes; an unknown V-PIN gets an "active" marker so an older
          // merge or retirement delivered after this revert is recognized as outdated.
          if (current && current.state !== wanted) continue;
          if (await write(vpin, { state: 'active', ...base })) changes.push({ kind: 'restore', vpin });
        }
        break;
      }
    }
    // Hooks run inside the transaction, before the event is marked applied: if one throws, every write of the
    // event rolls back and the redelivery applies it and runs the hooks again, so no re-key or purge is lost.
    // Hooks must therefore be idempotent.
    for (const change of changes) await this.#onChange?.(change, event);
    await tx.setEventChanges(event.id, touched);
    return changes;
  }

  /** Where the mapping is kept (the readiness check pings it when it can be pinged). */
  get store(): VpinMappingStore {
    return this.#store;
  }

  /** The V-PIN to use now for `vpin`: follows merges to the canonical one; reports splits and retirements. */
  async resolve(vpin: string): Promise<VpinResolution> {
    let current = vpin;
    const seen = new Set<string>();
    for (;;) {
      const record = await this.#store.get(current);
      if (!record || record.state === 'active')
        return { status: 'active', vpin: current, known: !!record || current !== vpin };
      if (record.state === 'retired') return { status: 'retired', vpin: current };
      if (record.state === 'split')
        return { status: 'split', vpin: current, replacements: record.replacements };
      if (seen.has(record.canonical)) return { status: 'active', vpin: current, known: true }; // cycle guard
      seen.add(current);
      current = record.canonical;
    }
  }
}
