'use client';

import { DocumentModalButton, useDocumentModal, useDocumentStatus } from '@veriframe/react';

const customer = {
  fn: 'Jordan',
  ln: 'dcamspluspass', // the sandbox's canned "document passes"
  addr: '100 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  dob: '19900115',
  email: 'jordan@example.com',
};

export default function DocumentPage() {
  const status = useDocumentStatus(customer.email);
  const modal = useDocumentModal(customer, { onClose: () => status.refetch() });
  return (
    <>
      <h1>Document modal</h1>
      <DocumentModalButton modal={modal}>Scan a document</DocumentModalButton>
      {modal.message ? (
        <p data-testid="modal-message">
          <strong>{modal.message.title}</strong> {modal.message.subtitle}
        </p>
      ) : null}
      {modal.error ? <p role="alert">{modal.error.message}</p> : null}
      {status.outcome ? (
        <p className="outcome" data-testid="user-status" data-status={status.outcome.status}>
          {status.outcome.status} (read from the service)
        </p>
      ) : null}
    </>
  );
}
