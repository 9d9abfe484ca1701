import { testPersons } from '@veriframe/sandbox/test-data';
import { quizPeople, testPeople } from '../../apps/demo/src/pages/gateway/testPeople';
import { expect, test } from '../support/test';

// The demo's pickers map the sandbox's test people (its data-only `test-data` subpath); this guards the mapping.
test('the demo offers exactly the sandbox test people, with their records', () => {
  const sandbox = Object.values(testPersons);
  expect(testPeople.map((p) => p.id).sort()).toEqual(sandbox.map((p) => p.key).sort());
  for (const person of sandbox) {
    const copy = testPeople.find((p) => p.id === person.key)?.target;
    expect(copy, person.key).toEqual({
      fn: person.fn,
      ln: person.ln,
      addr: person.addr,
      city: person.city,
      state: person.state,
      zip: person.zip,
      dob: person.dob ?? '',
      ssn: person.ssns[0],
      phone: person.phone,
      email: person.email,
    });
  }
  expect(quizPeople.length).toBeGreaterThan(0);
});
