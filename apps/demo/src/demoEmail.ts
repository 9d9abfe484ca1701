/** A fresh test email per visit: the sandbox limits sessions and documents per email (7.2, 8). */
export function demoEmail(prefix: string): string {
  return `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.test`;
}
