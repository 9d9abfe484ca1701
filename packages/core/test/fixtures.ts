// Test data shared by the core's tests (outside src, so it is neither built nor published).
import type { ModalParameters } from '../src/builders/modal-parameters';

/** A test person's name, address, date of birth and email, as the modal, bodies and callbacks carry them. */
export const customer = {
  fn: 'Ann',
  ln: 'dcamspluspass',
  addr: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  dob: '19900101',
  email: 'ann@example.com',
};

/** Modal parameters (4.8) with every required field, all valid. */
export const modalParameters: ModalParameters = { ...customer, token: 'tok-123' };

/** Font families a CSS `font-family` must never receive (they could break out of the declaration). */
export const unsafeFontFamilies = [
  'Inter;}',
  'a{b}',
  '<x>',
  'x<script>',
  'url(x)',
  '"Inter"',
  "'Inter'",
  'a\\b',
  'a:b',
  'a/*c*/',
  '',
];
