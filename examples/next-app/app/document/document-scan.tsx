'use client';

import { DocumentModalButton, useDocumentModal, useDocumentStatus } from '@veriframe/react/document';

/** The scan and the signed-in person's document status (the proxy reads it for whom `identify` names). */
export function DocumentScan({ email }: { email: string }) {
  const customer = {
    fn: 'Jordan',
    ln: 'dcamspluspass', // the sandbox's canned "document passes"
    addr: '100 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    dob: '19900115',
    email, // the email the proxy uses for this person, so the scan and the status are the same person's
  };
  const status = useDocumentStatus();
  const modal = useDocumentModal(customer, { onClose: () => status.refetch() });
  return (
    <>
      <DocumentModalButton modal={modal}>Scan a document</DocumentModalButton>
      {modal.message ? (
        <p data-testid="modal-message">
          <strong>{modal.message.title}</strong> {modal.message.subtitle}
        </p>
      ) : null}
      {modal.error ? <p role="alert">{modal.error.message}</p> : null}
      {status.error ? <p role="alert">{status.error.message}</p> : null}
      {status.status && !status.status.found ? (
        <p data-testid="user-status" data-status="not-found">
          No document scanned yet.
        </p>
      ) : null}
      {status.outcome ? (
        <p className="outcome" data-testid="user-status" data-status={status.outcome.status}>
          {status.outcome.status} (read from the service)
        </p>
      ) : null}
    </>
  );
}
