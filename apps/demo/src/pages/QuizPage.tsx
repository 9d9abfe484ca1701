import { KnowledgeQuiz } from '@veriframe/react/age-check';
import { useId, useState } from 'react';
import { SelectField } from '../components/SelectField';
import { reportEvent } from '../events/store';
import { sandboxNowMs } from '../sandbox/sandboxClock';
import { quizPeople } from './gateway/testPeople';

const services = ['AgeMatch5.0.KBA', 'IDMatchPLUS5.0.MULTI'] as const;

/** The knowledge quiz of AgeMatch5.0.KBA / IDMatchPLUS5.0.MULTI, through the proxy, with its 90-second clock. */
export function QuizPage() {
  const id = useId();
  const [personId, setPersonId] = useState(quizPeople[0]?.id ?? '');
  const [service, setService] = useState<(typeof services)[number]>('AgeMatch5.0.KBA');
  const person = quizPeople.find((p) => p.id === personId) ?? quizPeople[0];
  const request = person ? { service, target: { ...person.target, age: '21+' } } : undefined;

  return (
    <>
      <h1>Knowledge quiz</h1>
      <p className="lead">
        The gateway answers PENDING with four questions drawn from the person's records. Three of four correct
        answers within 90 seconds pass; fewer end in REVIEW with <code>QUESTION CHECK FAILED</code>.
      </p>
      <div className="stack">
        <section className="card" aria-labelledby={`${id}-who`}>
          <h2 id={`${id}-who`}>Who answers</h2>
          <div className="form-grid">
            <SelectField label="Test person" value={personId} onChange={(v) => setPersonId(v)} wide>
              {quizPeople.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Service"
              value={service}
              onChange={(v) => setService(v as (typeof services)[number])}
            >
              {services.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          </div>
          {person ? <p className="muted">{person.quizHint}</p> : null}
        </section>
        <div className="card quiz-host" data-testid="quiz">
          {request ? (
            <KnowledgeQuiz
              key={`${personId}/${service}`}
              request={request}
              title="Questions about you"
              // The questions expire on the sandbox's clock: the countdown runs on it too.
              now={sandboxNowMs}
              onResult={(result) => reportEvent('quiz.result', result)}
              onError={(error) => reportEvent('quiz.error', { message: error.message })}
            />
          ) : (
            <p className="muted">No test person with a quiz is documented.</p>
          )}
        </div>
      </div>
    </>
  );
}
