import { testPersons } from '@veriframe/sandbox/test-data';

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

// Labels and expected outcomes are the demo's own; the records come from the sandbox's test data set, a
// data-only subpath, so the browser bundle never pulls in the sandbox server.
const shown: [id: keyof typeof testPersons, label: string, expected: string][] = [
  ['adult', 'Alice Adult: adult, passes', 'PASS / ALL CHECKS PASSED'],
  ['minor', 'Milo Minor: born 2012', 'FAIL / POSSIBLE MINOR'],
  ['youngAdult', 'Yara Young: born 2007', 'PASS for 18+, FAIL / POSSIBLE MINOR for 21+'],
  ['deceased', 'Dean Deceased: deceased', 'FAIL / TARGET IS DECEASED'],
  ['noDob', 'Nora Nodob: no date of birth on file', 'FAIL / AGE NOT VERIFIED'],
  [
    'multipleSsns',
    'Sam Several: two SSNs on file',
    'PASS with base rules; an SSN rule set finds MULTIPLE SSNS FOUND',
  ],
];

export const testPeople: TestPerson[] = shown.map(([id, label, expected]) => {
  const p = testPersons[id];
  const target = { fn: p.fn, ln: p.ln, addr: p.addr, city: p.city, state: p.state, zip: p.zip };
  return {
    id,
    label,
    expected,
    target: { ...target, dob: p.dob ?? '', ssn: p.ssns[0] ?? '', phone: p.phone, email: p.email },
  };
});

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
