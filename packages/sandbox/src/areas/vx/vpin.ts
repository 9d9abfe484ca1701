import type { SandboxContext } from '../../kernel/context';
import { findPerson } from '../gateway/us-identity';
import { newVpin, vpinRegistry } from '../vpin/registry';
import type { VxSession, VxSessionStore } from './sessions';

/**
 * Issues the session's V-PIN when a component first passes (a V-PIN is returned for a verified person, as the
 * gateway returns one on a PASS) and adds it to the monitor (1.5). The person is the gateway's test person with
 * the same `fn` + `ln` + `zip` when there is one (so VX and the gateway return the same V-PIN), else the person
 * by email: every session of one email shares one V-PIN.
 */
export function issueSessionVpin(ctx: SandboxContext, store: VxSessionStore, session: VxSession): void {
  if (session.vpin !== null) return;
  const { fn, ln, zip, email } = session.person;
  const known = fn && ln && zip ? findPerson({ fn, ln, zip }) : undefined;
  let vpin = known?.vpin;
  if (!vpin) {
    const key = email.trim().toLowerCase();
    vpin = store.vpinsByEmail.get(key) ?? newVpin(ctx.random);
    store.vpinsByEmail.set(key, vpin);
  }
  vpinRegistry(ctx).issue(vpin);
  session.vpin = vpin;
}

/**
 * `dcams_plus.output.vpin` (fields "not shown" in 2.3; the sandbox uses the gateway's `{ vpin, monitored }`):
 * what `GET /v1/vpin/resolve/{vpin}` answers for the person's V-PIN right now. While it resolves (200) the
 * object names the `canonical_vpin` (the V-PIN itself, or the one it was merged into); before any component
 * passed, and once it no longer resolves (split: 409; retired or past the redirect window: 404), it is `{}`.
 */
export function sessionVpinOutput(ctx: SandboxContext, session: VxSession): Record<string, unknown> {
  if (session.vpin === null) return {};
  const resolution = vpinRegistry(ctx).resolve(session.vpin);
  if (resolution.status !== 200) return {};
  return { vpin: resolution.body.canonical_vpin, monitored: true };
}
