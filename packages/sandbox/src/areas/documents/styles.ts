import type { VxStyles } from '@veriframe/core/theme';
import { Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody } from '../../kernel/http';
import { sandboxError } from '../../kernel/service-error';
import { checkStyles } from '../hosted/theme';

/**
 * Style ids, the sandbox's stand-in for the admin dashboard's styles (4.8 `styleToken`: "style id created in the
 * admin dashboard"). A style is a 4.6 `styles` object, checked by the same rules as create_session's.
 */
export class StyleRegistry {
  readonly #styles = new Map<string, VxStyles>();

  constructor(private readonly ctx: SandboxContext) {}

  /** Keeps checked styles under a new id. */
  add(styles: VxStyles): string {
    const id = `sty_${this.ctx.random.hex(16)}`;
    this.#styles.set(id, styles);
    return id;
  }

  /** The styles of an id; undefined for an id the sandbox never issued (or issued before a reset). */
  get(id: string): VxStyles | undefined {
    return this.#styles.get(id);
  }

  clear(): void {
    this.#styles.clear();
  }
}

/**
 * `POST /__sandbox/styles { styles }` creates a style id, as a vendor's dashboard would: 201 `{ styleToken }`;
 * a style the service would refuse answers 400 `invalid_style` naming each key and what its rule wants.
 */
export function styleAdminRoute(registry: StyleRegistry): Hono {
  const api = new Hono();
  api.post(`${adminPrefix}/styles`, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok || !isRecord(body.value) || !isRecord(body.value.styles)) {
      throw sandboxError(400, 'invalid_request', 'styles: must be a 4.6 styles object');
    }
    const checked = checkStyles(body.value.styles);
    if (!checked.ok) throw sandboxError(400, 'invalid_style', checked.error);
    return c.json({ styleToken: registry.add(checked.value ?? {}) }, 201);
  });
  return api;
}
