import { ActionBadge } from '../../components/ActionBadge';

/** The user status body of spec 2.4 (with `found`), as the proxy read it from the service. */
export interface UserStatusBody {
  found?: boolean;
  status?: string | null;
  dcams_plus?: { action?: string; detail?: string; issues?: string[] | false } | null;
  [field: string]: unknown;
}

/** The status the backend read (PASS, PENDING, FAIL), or undefined before one exists. */
export const userStatusOf = (body: unknown): string | undefined => {
  const status = (body as UserStatusBody | undefined)?.found ? (body as UserStatusBody).status : undefined;
  return typeof status === 'string' && status ? status : undefined;
};

export function UserStatus({ body }: { body: UserStatusBody | undefined }) {
  if (!body) return <p className="muted">Not checked yet.</p>;
  if (!body.found)
    return (
      <p data-testid="user-status" data-status="not-found">
        No verification for this person yet.
      </p>
    );
  const issues = Array.isArray(body.dcams_plus?.issues) ? body.dcams_plus.issues : [];
  return (
    <div className="result">
      <p data-testid="user-status" data-status={body.status ?? ''}>
        <ActionBadge value={body.status} /> <strong>{body.dcams_plus?.detail ?? ''}</strong>
      </p>
      {issues.length ? (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>Full user status</summary>
        <pre>{JSON.stringify(body, null, 2)}</pre>
      </details>
    </div>
  );
}
