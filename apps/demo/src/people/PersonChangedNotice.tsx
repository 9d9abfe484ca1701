import { usePersonChangedElsewhere } from './otherTab';
import { usePersonState } from './usePerson';

/**
 * Says that another tab signed in as someone else: the cookie is the browser's, so this tab's requests now go
 * out as that person, and what this page shows (its person, its sessions) is no longer theirs. A reload shows
 * the page as the person the proxy now serves.
 */
export function PersonChangedNotice() {
  const other = usePersonChangedElsewhere();
  const state = usePersonState();
  if (!other || state.status !== 'signed-in') return null;
  return (
    <div className="notice error person-changed" role="alert" data-testid="person-changed">
      <p>
        You are now signed in as <strong>{other.name}</strong> in another tab — reload. This page still shows{' '}
        {state.person.name}, but the proxy now answers {other.name}: {state.person.name}’s sessions read as
        not found here.
      </p>
      <button type="button" className="button small" onClick={() => window.location.reload()}>
        Reload as {other.name}
      </button>
    </div>
  );
}
