import { proxyBasePath, sandboxFrontendOrigin } from '../config';
import { routes } from '../layout/routes';
import { cannedNames } from './document/cannedNames';
import { testPeople } from './gateway/testPeople';

/** The landing page: what each page shows and how the pieces talk to each other. */
export function OverviewPage() {
  return (
    <>
      <h1>Veriframe demo</h1>
      <p className="lead">
        Identity, age and document verification embedded in a React app, running entirely on the local
        sandbox.
      </p>
      <section aria-labelledby="start-heading" className="card" data-testid="start-guide">
        <h2 id="start-heading">Where to start</h2>
        <ol>
          <li>
            <a href="#/age">Age check</a>: pick a test person below and see the gateway's answer.
          </li>
          <li>
            <a href="#/hosted">Hosted verification</a>: create a session and choose each step's outcome in the
            journey; the proxy reads the final result from the service.
          </li>
          <li>
            <a href="#/document">Document modal</a>: pick a canned last name below; for a manual review, press{' '}
            <strong>+91 s</strong> on the sandbox clock above instead of waiting.
          </li>
          <li>
            Switch between <strong>Ada</strong> and <strong>Grace</strong> at the top: the proxy serves each
            only their own sessions and document status. On Hosted verification, open Ada's session as Grace:
            the proxy answers not found.
          </li>
          <li>
            Watch every callback, webhook and message arrive in the <a href="#/events">event log</a>; make the
            service fail on purpose with the <strong>Faults</strong> panel above.
          </li>
        </ol>
        <div className="columns">
          <div>
            <h3>Test people (age check, quiz)</h3>
            <ul data-testid="start-people">
              {testPeople.map((p) => (
                <li key={p.id}>
                  {p.label} → <code>{p.expected}</code>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Canned last names (document modal)</h3>
            <ul data-testid="start-canned-names">
              {cannedNames.map((c) => (
                <li key={c.ln}>
                  <code>{c.ln}</code> → {c.outcome}: {c.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="pages-heading" className="card">
        <h2 id="pages-heading">Pages</h2>
        <ul className="page-cards">
          {routes
            .filter((r) => r.path !== '')
            .map((r) => (
              <li key={r.path}>
                <a href={`#/${r.path}`}>{r.label}</a>
                <span>{r.description}</span>
              </li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="wiring-heading" className="card">
        <h2 id="wiring-heading">How it is wired</h2>
        <dl className="facts">
          <dt>Proxy</dt>
          <dd>
            <code>{proxyBasePath}</code> on this origin: it holds the service credentials and adds them
            server-side.
          </dd>
          <dt>Who is asking</dt>
          <dd>
            The person switcher signs in with a signed, httpOnly cookie; the proxy's <code>identify</code>{' '}
            reads it, picks the email the service sees and keeps each session to its creator (no cookie: 401).
          </dd>
          <dt>Hosted pages</dt>
          <dd>
            <code>{sandboxFrontendOrigin}</code>: the only origin whose messages the hosted frame accepts.
          </dd>
          <dt>Events</dt>
          <dd>
            Document callbacks and VX webhooks reach the proxy; browser callbacks and messages are reported by
            this page. All of them appear in the <a href="#/events">event log</a>.
          </dd>
        </dl>
      </section>
    </>
  );
}
