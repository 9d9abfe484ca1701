/** The well-formed `{ path, message }` items of a proxy error's `issues` (anything else: none). */
export function fieldIssues(value: unknown): { path: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}
