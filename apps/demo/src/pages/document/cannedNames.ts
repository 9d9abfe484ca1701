/** The six canned last names of spec 4.8 and what each does in testing mode (spec 3.3). */
export const cannedNames = [
  { ln: 'dcamspluspass', outcome: 'PASS', text: 'Scan passes.' },
  { ln: 'dcamsplusfail', outcome: 'FAIL', text: 'Scan fails.' },
  {
    ln: 'dcamsplusfailmanualpass',
    outcome: 'PENDING → PASS',
    text: 'Scan fails, manual review passes after about 90 s.',
  },
  {
    ln: 'dcamsplusfailmanualfail',
    outcome: 'PENDING → FAIL',
    text: 'Scan fails, manual review fails after about 90 s.',
  },
  {
    ln: 'dcamspluspassselfiematch',
    outcome: 'PASS',
    text: 'Scan passes, a selfie is requested and matches.',
  },
  {
    ln: 'dcamspluspassselfienomatch',
    outcome: 'FAIL',
    text: 'Scan passes, a selfie is requested and does not match.',
  },
] as const;
