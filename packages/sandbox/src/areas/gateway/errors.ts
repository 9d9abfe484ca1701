import type { FieldIssue } from '../../kernel/service-error';

// Gateway client errors (7.5). The spec shows none, so the sandbox answers JSON `{ error, message, issues? }`,
// the same shape as the rest of the sandbox: `sandboxError` and `invalidRequest` of the kernel, thrown and
// answered by the one error handler. Each issue names the field the way the client sent it (`target.dob`).

export type { FieldIssue };
