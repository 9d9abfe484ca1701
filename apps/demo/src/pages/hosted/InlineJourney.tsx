import {
  HostedVerificationDialog,
  HostedVerificationFrame,
  type HostedVerificationFrameProps,
} from '@veriframe/react';
import { useEffect, useRef, useState } from 'react';

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
  // The session prepared on intent loads hidden before the click (the kit's prerender); the click reveals it.
  const prerendering = !link && props.verification?.prerender !== undefined;
  const card = useRef<HTMLElement>(null);
  // A new session shows the journey again.
  useEffect(() => setHidden(false), [link]);
  // Below "Create session" the journey starts under the fold on a laptop: a click that changes nothing in view
  // looks broken. The new journey is brought into view and the keyboard put into it (the phone's dialog does
  // both itself).
  useEffect(() => {
    if (!link || small) return;
    const section = card.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    (section.querySelector('iframe') ?? section).focus({ preventScroll: true });
  }, [link, small]);
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
        open={!prerendering}
        onOpenChange={(open) => setHidden(!open)}
        onClose={close}
      />
    );
  }
  return (
    // While prerendering the card draws no box (`display: contents`): the hidden frame is all there is, out of the
    // layout. The section stays the same element, so the iframe in it never moves (a moved iframe reloads).
    <section
      ref={card}
      tabIndex={-1}
      className="card frame-card"
      aria-label="Hosted journey"
      aria-hidden={prerendering || undefined}
      style={prerendering ? { display: 'contents' } : undefined}
    >
      <HostedVerificationFrame {...props} onClose={close} />
    </section>
  );
}
