import { DocumentModalButton, useDocumentModal, useDocumentStatus } from '@veriframe/react/document';
import { HostedVerification } from './HostedVerification';

const customer = {
  fn: 'Jordan',
  ln: 'dcamspluspass', // the sandbox's canned "document passes"
  addr: '100 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  dob: '19900115',
  // Required by the modal's parameters; the modal uses the email the proxy sends with its token.
  email: 'jordan@example.com',
};

function DocumentScan() {
  const status = useDocumentStatus();
  const modal = useDocumentModal(customer, { onClose: () => status.refetch() });
  return (
    <section>
      <h2>Document modal</h2>
      <DocumentModalButton modal={modal}>Scan a document</DocumentModalButton>
      {modal.error ? <p role="alert">{modal.error.message}</p> : null}
      {modal.message ? (
        <p data-testid="modal-message">
          <strong>{modal.message.title}</strong> {modal.message.subtitle}
        </p>
      ) : null}
      {status.outcome ? (
        <p data-testid="user-status" data-status={status.outcome.status}>
          {status.outcome.status} (read from the service)
        </p>
      ) : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Veriframe with Vite and React 18</h1>
      <HostedVerification />
      <DocumentScan />
    </main>
  );
}
