import type { SandboxContext } from '../../kernel/context';

/** 4.7 / 8: document-capture tokens live 6 hours on the virtual clock. */
export const docTokenLifetimeMs = 6 * 3600_000;

export interface DocToken {
  age: string;
  rules: string;
  storeOn: string;
  createdAt: number;
  expiresAt: number;
}

/** Document-capture tokens (token/create) and their expiry. */
export class DocTokenStore {
  readonly tokens = new Map<string, DocToken>();

  constructor(private readonly ctx: SandboxContext) {}

  issue(settings: Pick<DocToken, 'age' | 'rules' | 'storeOn'>): string {
    const token = `doc_${this.ctx.random.hex(24)}`;
    const now = this.ctx.clock.now();
    this.tokens.set(token, { ...settings, createdAt: now, expiresAt: now + docTokenLifetimeMs });
    return token;
  }

  /** A live token, or null for an unknown or expired one. */
  verify(token: unknown): DocToken | null {
    const entry = typeof token === 'string' ? this.tokens.get(token) : undefined;
    return entry && entry.expiresAt > this.ctx.clock.now() ? entry : null;
  }

  clear(): void {
    this.tokens.clear();
  }
}
