/**
 * The sandbox gateway's documented test people (see packages/sandbox/README.md, "Gateway test data").
 * Picking one fills the form; every field stays editable.
 */
export interface TestPerson {
  id: string;
  label: string;
  expected: string;
  target: {
    fn: string;
    ln: string;
    addr: string;
    city: string;
    state: string;
    zip: string;
    dob: string;
    ssn: string;
    phone: string;
    email: string;
  };
}

// Copied from packages/sandbox/src/test-data.ts: the browser bundle never imports the sandbox.
export const testPeople: TestPerson[] = [
  {
    id: 'adult',
    label: 'Alice Adult: adult, passes',
    expected: 'PASS / ALL CHECKS PASSED',
    target: {
      fn: 'ALICE',
      ln: 'ADULT',
      addr: '100 MAIN ST',
      city: 'ALBANY',
      state: 'NY',
      zip: '12207',
      dob: '19800115',
      ssn: '123456789',
      phone: '5185550100',
      email: 'alice.adult@example.com',
    },
  },
  {
    id: 'minor',
    label: 'Milo Minor: born 2012',
    expected: 'FAIL / POSSIBLE MINOR',
    target: {
      fn: 'MILO',
      ln: 'MINOR',
      addr: '200 OAK AVE',
      city: 'AUSTIN',
      state: 'TX',
      zip: '73301',
      dob: '20120704',
      ssn: '234567890',
      phone: '5125550101',
      email: 'milo.minor@example.com',
    },
  },
  {
    id: 'youngAdult',
    label: 'Yara Young: born 2007',
    expected: 'PASS for 18+, FAIL / POSSIBLE MINOR for 21+',
    target: {
      fn: 'YARA',
      ln: 'YOUNG',
      addr: '300 PINE RD',
      city: 'DENVER',
      state: 'CO',
      zip: '80202',
      dob: '20070310',
      ssn: '345678901',
      phone: '3035550102',
      email: 'yara.young@example.com',
    },
  },
  {
    id: 'deceased',
    label: 'Dean Deceased: deceased',
    expected: 'FAIL / TARGET IS DECEASED',
    target: {
      fn: 'DEAN',
      ln: 'DECEASED',
      addr: '400 ELM ST',
      city: 'BOSTON',
      state: 'MA',
      zip: '02108',
      dob: '19400101',
      ssn: '456789012',
      phone: '6175550103',
      email: 'dean.deceased@example.com',
    },
  },
  {
    id: 'noDob',
    label: 'Nora Nodob: no date of birth on file',
    expected: 'FAIL / AGE NOT VERIFIED',
    target: {
      fn: 'NORA',
      ln: 'NODOB',
      addr: '500 CEDAR LN',
      city: 'SEATTLE',
      state: 'WA',
      zip: '98101',
      dob: '',
      ssn: '567890123',
      phone: '2065550104',
      email: 'nora.nodob@example.com',
    },
  },
  {
    id: 'multipleSsns',
    label: 'Sam Several: two SSNs on file',
    expected: 'PASS with base rules; an SSN rule set finds MULTIPLE SSNS FOUND',
    target: {
      fn: 'SAM',
      ln: 'SEVERAL',
      addr: '600 BIRCH BLVD',
      city: 'MIAMI',
      state: 'FL',
      zip: '33101',
      dob: '19751120',
      ssn: '678901234',
      phone: '3055550105',
      email: 'sam.several@example.com',
    },
  },
];

/** People the quiz services ask questions about, with how to answer them. */
export interface QuizPerson extends TestPerson {
  quizHint: string;
}

const withHint = (id: string, quizHint: string): QuizPerson[] => {
  const person = testPeople.find((p) => p.id === id);
  return person ? [{ ...person, quizHint }] : [];
};

export const quizPeople: QuizPerson[] = [
  ...withHint(
    'adult',
    "Alice Adult gets four questions. The right answers are her own state (NY), city (ALBANY), ZIP (12207) and street (100 MAIN ST); 'None of the above' is never right.",
  ),
  ...withHint(
    'multipleSsns',
    'Sam Several has two SSNs on file: the quiz services answer REVIEW with MULTIPLE SSNS FOUND before any question.',
  ),
  ...withHint(
    'minor',
    'Milo Minor is too young: the quiz services answer FAIL / POSSIBLE MINOR, no questions.',
  ),
];
