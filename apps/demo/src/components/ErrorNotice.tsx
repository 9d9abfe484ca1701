import { fieldIssues } from '../api/proxy';

/** An error with the validation issues the proxy listed (`path: what the rule wants`), when it listed any. */
export function ErrorNotice({ error }: { error: Error & { issues?: unknown } }) {
  const issues = fieldIssues(error.issues);
  return (
    <div className="notice error" role="alert">
      {/* The proxy's message repeats its issues; with a list, say it once, per field. */}
      <p>{issues.length > 0 ? 'Refused: fix these fields and try again.' : error.message}</p>
      {issues.length > 0 ? (
        <ul>
          {issues.map((issue) => (
            <li key={`${issue.path}|${issue.message}`}>
              <code>{issue.path || '(body)'}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
