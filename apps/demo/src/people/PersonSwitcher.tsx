import { useId, useState } from 'react';
import { type Person, people, startOver, switchPerson } from './store';
import { usePersonState } from './usePerson';

/**
 * Who the demo is signed in as: Ada or Grace. The choice is a signed cookie the proxy's `identify` reads, so
 * switching person switches whose sessions, document status and quiz tokens the proxy serves.
 */
export function PersonSwitcher() {
  const id = useId();
  const state = usePersonState();
  const [busy, setBusy] = useState(false);
  // The choice shows at once; the page follows when the sign-in route answered.
  const [choice, setChoice] = useState<Person['key'] | null>(null);
  const current = state.status === 'signed-in' ? state.person : null;
  const act = (step: () => Promise<void>) => {
    setBusy(true);
    void step().finally(() => {
      setBusy(false);
      setChoice(null);
    });
  };
  return (
    <div className="person-switcher" data-testid="person-switcher">
      <fieldset className="person-choice" disabled={state.status === 'loading'} aria-busy={busy}>
        <legend>Signed in as</legend>
        {people.map((p) => (
          <label key={p.key} className="person-option">
            <input
              type="radio"
              name={`${id}-person`}
              value={p.key}
              checked={(choice ?? current?.key) === p.key}
              onChange={() => {
                setChoice(p.key);
                act(() => switchPerson(p.key));
              }}
            />
            <span>{p.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="person-detail">
        {current ? (
          <>
            <span className="muted">
              id <code data-testid="person-id">{current.id}</code>
            </span>
            <button
              type="button"
              className="button secondary small"
              onClick={() => act(startOver)}
              aria-disabled={busy}
              title={`A new id for ${current.name}: no sessions, no document, no attempts used`}
            >
              Start over as a new {current.name}
            </button>
          </>
        ) : state.status === 'failed' ? (
          <span className="notice error">Sign-in failed: {state.message}</span>
        ) : (
          <span className="muted">Signing in…</span>
        )}
      </div>
    </div>
  );
}
