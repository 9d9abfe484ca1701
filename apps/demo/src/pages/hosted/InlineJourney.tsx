import { HostedVerificationFrame, type HostedVerificationFrameProps } from '@veriframe/react';
import { useEffect, useState } from 'react';

// The kit's own phone query (SMALL_SCREEN in @veriframe/react): narrow, or short as a phone turned sideways.
const phone = '(max-width: 640px), (max-height: 480px)';

function usePhone() {
  const [matches, setMatches] = useState(() => window.matchMedia(phone).matches);
  useEffect(() => {
    const list = window.matchMedia(phone);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return matches;
}

/**
 * The journey in the page. On a phone it takes the whole screen (spec 4.10) under a slim bar whose button
 * hides it again; the page's own CLOSE message does the same.
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
  const frame = (
    <HostedVerificationFrame
      {...props}
      fullScreen={small}
      onClose={() => {
        props.onClose?.();
        setHidden(true);
      }}
    />
  );
  if (!small) {
    return (
      <section className="card frame-card" aria-label="Hosted journey">
        {frame}
      </section>
    );
  }
  return (
    <section className="frame-fullscreen" aria-label="Hosted journey">
      <div className="frame-bar">
        <span>Identity verification</span>
        <button type="button" className="button secondary" onClick={() => setHidden(true)}>
          {props.verification?.outcome?.confirmed ? 'Done' : 'Hide'}
        </button>
      </div>
      <div className="frame-fill">{frame}</div>
    </section>
  );
}
