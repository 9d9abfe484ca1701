import { proxyBasePath, sandboxFrontendOrigin } from '../config';
import { routes } from '../layout/routes';

/** The landing page: what each page shows and how the pieces talk to each other. */
export function OverviewPage() {
  return (
    <>
      <h1>Veriframe demo</h1>
      <p className="lead">
        Identity, age and document verification embedded in a React app, running entirely on the local
        sandbox.
      </p>
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
