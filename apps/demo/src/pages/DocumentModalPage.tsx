import type { DocumentModalEvent } from '@veriframe/core/document';
import { DocumentModalButton, useDocumentModal, useDocumentStatus } from '@veriframe/react/document';
import { useEffect, useId, useState } from 'react';
import { ActionBadge } from '../components/ActionBadge';
import { OutcomeExplained, type SeenText } from '../components/OutcomeExplained';
import { reportEvent } from '../events/store';
import { startOver } from '../people/store';
import { usePerson } from '../people/usePerson';
import { type CustomerFields, CustomerForm } from './document/CustomerForm';
import { cannedNames } from './document/cannedNames';
import { PhoneHandoff } from './document/PhoneHandoff';
import { UserStatus, type UserStatusBody, userStatusOf } from './document/UserStatus';

const stateText: Record<string, string> = {
  idle: 'Waiting',
  loading: 'Loading the token and the modal script…',
  ready: 'Ready',
  open: 'Open',
  closed: 'Closed',
  failed: 'Failed',
  destroyed: 'Destroyed',
};

interface Callback {
  name: string;
  data: string;
}

const callbackName = (type: DocumentModalEvent['type']) =>
  `on${type
    .split('-')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('')}`;

/**
 * The document-capture modal: the six canned last names of spec 4.8, the modal's browser callbacks, and the
 * user status the proxy reads from the service (the official outcome).
 */
export function DocumentModalPage() {
  const id = useId();
  // The document is the signed-in person's: the proxy picks the email the service sees from the identity.
  const person = usePerson();
  const [fields, setFields] = useState<CustomerFields>(() => ({
    fn: 'Jordan',
    ln: cannedNames[0].ln,
    addr: '100 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    dob: '19900115',
    phone: '555-555-5555',
    qr: false,
  }));
  const [callbacks, setCallbacks] = useState<Callback[]>([]);
  const status = useDocumentStatus({ pendingPollMs: 2_000 });

  const modal = useDocumentModal(
    // The modal's customer email is the one the proxy answers with the token (the person's document
    // address); the same here.
    { ...fields, email: person.documentEmail },
    {
      onEvent: (event) => {
        const name = callbackName(event.type);
        setCallbacks((previous) => [
          ...previous,
          { name, data: event.data === undefined ? '' : JSON.stringify(event.data) },
        ]);
        reportEvent(`modal.${name}`, {
          person: `${person.name} (${person.id})`,
          email: person.documentEmail,
          data: event.data ?? null,
        });
        if (event.type === 'close') status.refetch();
      },
    },
  );

  // What the person last saw at the end of a scan, kept after the modal closes (its message goes with it), so
  // it stays beside what the backend knows while a review decides.
  const [seen, setSeen] = useState<SeenText | null>(null);
  const { title, subtitle, tone } = modal.message ?? {};
  // Another person (after "Start over") saw nothing yet.
  useEffect(() => setSeen(null), [person.id]);
  useEffect(() => {
    if (title !== undefined && subtitle !== undefined) setSeen({ title, subtitle, tone });
  }, [title, subtitle, tone]);

  return (
    <>
      <h1>Document modal</h1>
      <p className="lead">
        The sandbox's modal script runs in an iframe from its own origin; the token comes from the proxy. The
        browser callbacks only steer the page: the user status read by the proxy is the outcome.
      </p>
      {/* The scan comes first in the page's order, so on a phone (one column) the main action is near the top;
          on wider screens the grid puts it beside the customer form (styles.css, .document-layout). */}
      <div className="document-layout">
        <section className="card document-scan" aria-labelledby={`${id}-scan`}>
          <h2 id={`${id}-scan`}>Scan</h2>
          <p>
            Modal: <span data-testid="modal-state">{stateText[modal.state] ?? modal.state}</span>
          </p>
          <p className="muted">
            As {fields.fn} <code data-testid="scan-last-name">{fields.ln}</code> (set under Customer).
          </p>
          <div className="actions">
            <DocumentModalButton modal={modal} className="button">
              Scan a document
            </DocumentModalButton>
            <button type="button" className="button secondary" onClick={() => void startOver()}>
              Start over as a new {person.name}
            </button>
          </div>
          {fields.qr ? <PhoneHandoff email={person.documentEmail} handoff={modal.handoff} /> : null}
          {modal.error ? <p className="notice error">{modal.error.message}</p> : null}
          {modal.message ? (
            // The tone is the kit's: a `failure` with status PENDING reads as under review, with FAIL as failed.
            <p
              className={`notice ${modal.message.tone}`}
              data-testid="modal-message"
              data-tone={modal.message.tone}
            >
              <strong>{modal.message.title}</strong> {modal.message.subtitle}
            </p>
          ) : null}
          {callbacks.at(-1)?.name === callbackName('error-already-verified') ? (
            // The service's words send a person to customer service; in the demo the way on is a fresh person.
            <p className="notice" data-testid="already-verified-hint">
              In this demo: {person.name} already passed, so the service takes no other document. To try
              another canned name, use <strong>Start over as a new {person.name}</strong> beside “Scan a
              document”: a new person with no verification.
            </p>
          ) : null}
        </section>
        <div className="document-customer">
          <CustomerForm fields={fields} onChange={setFields} />
        </div>
        <section className="card document-status" aria-labelledby={`${id}-status`}>
          <h2 id={`${id}-status`}>User status</h2>
          <p className="muted">
            Read by the proxy from <code>user/status</code> for {person.name} (
            <code data-testid="status-email">{person.documentEmail}</code>).
          </p>
          <UserStatus body={status.status as UserStatusBody | undefined} />
          {seen && userStatusOf(status.status) ? (
            <OutcomeExplained seen={seen} backend={userStatusOf(status.status) ?? ''} />
          ) : null}
          {status.outcome?.confirmed ? (
            <p data-testid="confirmed-outcome">
              <ActionBadge value={status.outcome.status} label="Confirmed" />
            </p>
          ) : status.outcome ? (
            // PENDING is no outcome: the review decides, and the sandbox's reviewer waits for its clock.
            <p className="notice pending" data-testid="review-waiting">
              <ActionBadge value={status.outcome.status} label="Not final" /> Under manual review: a reviewer
              decides and a callback tells the backend. On the sandbox the review ends about 90 s after the
              scan on its virtual clock: press <strong>+91 s</strong> in the sandbox toolbar (under “Sandbox
              clock”) to get there now.
            </p>
          ) : null}
          {status.error ? <p className="notice error">{status.error.message}</p> : null}
          <div className="actions">
            <button type="button" className="button secondary" onClick={() => status.refetch()}>
              Refresh status
            </button>
          </div>
        </section>
        <section className="card document-callbacks" aria-labelledby={`${id}-callbacks`}>
          <h2 id={`${id}-callbacks`}>Browser callbacks</h2>
          {callbacks.length ? (
            <ol className="messages" data-testid="modal-callbacks">
              {callbacks.map((c, i) => (
                <li key={`${i}-${c.name}`} data-callback={c.name}>
                  <code>{c.name}</code>
                  {c.data ? <span className="muted"> {c.data}</span> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">None yet for {person.name}.</p>
          )}
        </section>
      </div>
    </>
  );
}
