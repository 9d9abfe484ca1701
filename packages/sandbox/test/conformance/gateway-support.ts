import { type TestPerson, testPersons } from '../../src/test-data';
import { gatewayBody, type Json, type JsonResponse, type TestSandbox } from '../helpers';

export const gatewayPath = '/process/comprehensive/gateway';

/** The full AgeMatch5.0 target of a test person, as a client would send it. */
export function targetOf(person: TestPerson, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fn: person.fn,
    ln: person.ln,
    addr: person.addr,
    city: person.city,
    state: person.state,
    zip: person.zip,
    ...(person.dob ? { dob: person.dob } : {}),
    ssn: person.ssns[0],
    phone: person.phone,
    email: person.email,
    age: '21+',
    ...extra,
  };
}

/** POSTs a gateway query with the default credentials. */
export function query(
  t: TestSandbox,
  service: string,
  target: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<JsonResponse> {
  return t.post(gatewayPath, gatewayBody({ service, target, ...extra }));
}

/** Answers every question of a quiz response correctly except the first `wrong` ones. */
export function answersFor(quiz: Json, person: TestPerson, wrong = 0): Record<string, string[]> {
  const correct: Record<string, string> = {
    state: person.state,
    city: person.city,
    zip5: person.zip,
    address: person.addr,
  };
  const answers: Record<string, string[]> = {};
  quiz.output.questions.questions.forEach((q: Json, i: number) => {
    answers[q.id] = [i < wrong ? 'None of the above' : correct[q.type]!];
  });
  return answers;
}

export { testPersons };
