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

export const testPeople: TestPerson[] = [];

/** People the quiz services ask questions about, with how to answer them. */
export interface QuizPerson extends TestPerson {
  quizHint: string;
}

export const quizPeople: QuizPerson[] = [];
