import type { FieldIssue } from '../../kernel/service-error';

// Gateway client errors: the spec shows none (7.5), so the sandbox answers JSON `{ error, message, issues? }`,
// the same shape as the rest of the sandbox (`sandboxError` and `invalidRequest` of the kernel).

export type { FieldIssue };

/** Collects field issues while reading an object of string fields. */
export class FieldReader {
  readonly issues: FieldIssue[] = [];

  constructor(
    private readonly source: Record<string, unknown>,
    private readonly prefix: string,
  ) {}

  /** A required non-empty string. */
  required(key: string, pattern?: RegExp, rule?: string): string | undefined {
    const value = this.source[key];
    if (value === undefined || value === null || value === '') {
      this.issues.push({ field: this.name(key), rule: 'required' });
      return undefined;
    }
    return this.check(key, value, pattern, rule);
  }

  /** An optional string; null and empty count as absent. */
  optional(key: string, pattern?: RegExp, rule?: string): string | undefined {
    const value = this.source[key];
    if (value === undefined || value === null || value === '') return undefined;
    return this.check(key, value, pattern, rule);
  }

  private check(key: string, value: unknown, pattern?: RegExp, rule?: string): string | undefined {
    if (typeof value !== 'string') {
      this.issues.push({ field: this.name(key), rule: rule ?? 'must be a string' });
      return undefined;
    }
    if (pattern && !pattern.test(value.trim())) {
      this.issues.push({ field: this.name(key), rule: rule ?? `must match ${pattern}` });
      return undefined;
    }
    return value.trim();
  }

  private name(key: string): string {
    return this.prefix ? `${this.prefix}.${key}` : key;
  }
}

/** `YYYYMMDD` that is a real calendar date. */
export const yyyymmdd = /^(\d{4})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
/** `<number>+`, e.g. `18+`. */
export const ageRule = /^\d{1,3}\+$/;
