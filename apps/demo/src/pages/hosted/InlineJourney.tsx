import {
  HostedVerificationDialog,
  HostedVerificationFrame,
  type HostedVerificationFrameProps,
} from '@veriframe/react';
import { useEffect, useState } from 'react';

/**
 * Where the journey in the page becomes a full-screen dialog: the kit's own phone query (SMALL_SCREEN in
 * @veriframe/react), narrow, or short as a phone turned sideways.
 */
export const phoneScreen = '(max-width: 640px), (max-height: 480px)';

function usePhone() {
  const [matches, setMatches] = useState(() => window.matchMedia(phoneScreen).matches);
  useEffect(() => {
    const list = window.matchMedia(phoneScreen);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return matches;
}

/**
 * The journey in the page. On a phone it takes the whole screen (spec 4.10), and a whole-screen frame is a
 * modal: the kit's dialog, full screen there, with one close control (the session is created without the
 * hosted page's own), focus moved in, the page behind inert, Escape closing and focus given back. The page's
 * CLOSE message hides it too.
 */
export function InlineJourney(props: HostedVerificationFrameProps) {
  const small = usePhone();
  const [hidden, setHidden] = useState(false);
  const link = props.verification?.session?.link;
  // A new session shows the journey again.
  useEffect(() => setHidden(!link), [link]);
  if (hidden) {
    return (
      <section className="card" aria-label="Hosted journey">
        <button type="button" className="button secondary" onClick={() => setHidden(false)}>
          Show the journey again
        </button>
      </section>
    );
  }
  const close = () => {
    props.onClose?.();
    setHidden(true);
  };
  if (small) {
    return (
      <HostedVerificationDialog
        {...props}
        heading="Identity verification"
        open
        onOpenChange={(open) => setHidden(!open)}
        onClose={close}
      />
    );
  }
  return (
    <section className="card frame-card" aria-label="Hosted journey">
      <HostedVerificationFrame {...props} onClose={close} />
    </section>
  );
}
