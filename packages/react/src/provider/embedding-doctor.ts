// The embedding doctor in development builds: the provider watches the page it runs in (core's
// `watchEmbedding`) and says in the console, once per problem, what would break verification for real people.
import { formatEmbeddingFindings, watchEmbedding } from '@veriframe/core/embed';
import { useEffect } from 'react';
import type { ResolvedVeriframeConfig } from './config';

/** Findings already logged in this page (StrictMode and several providers must not repeat them). */
const logged = new Set<string>();

/** The doctor while mounted: each finding logged once, with its fix. */
function useDoctor({ hostedOrigins, documentModal }: ResolvedVeriframeConfig): void {
  // Plain data keys: the provider's config objects are rebuilt on renders.
  const origins = Array.isArray(hostedOrigins) ? hostedOrigins.join(' ') : '';
  const scriptUrl = documentModal instanceof Error ? undefined : documentModal.scriptUrl;
  const stylesheetUrl = documentModal instanceof Error ? undefined : documentModal.stylesheetUrl;
  useEffect(() => {
    const watch = watchEmbedding({
      hostedOrigins: origins ? origins.split(' ') : [],
      documentModal: { scriptUrl, stylesheetUrl },
      report: (findings) => {
        const fresh = findings.filter((f) => !logged.has(`${f.code} ${f.subject}`));
        for (const f of fresh) logged.add(`${f.code} ${f.subject}`);
        if (fresh.length > 0) console.warn(formatEmbeddingFindings(fresh));
      },
    });
    return () => watch.stop();
  }, [origins, scriptUrl, stylesheetUrl]);
}

let chosen: (config: ResolvedVeriframeConfig) => void = () => {};
try {
  // Written out in full so bundlers replace it and drop the doctor from production bundles.
  if (process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test') chosen = useDoctor;
} catch {
  // No `process` at all (an unbundled import): production, the safe side.
}

/**
 * Runs the embedding doctor while mounted, in development builds only (decided once, when the module loads,
 * so every render calls the same hook).
 *
 * @example
 * useEmbeddingDoctor(resolved); // inside <VeriframeProvider>
 */
export const useEmbeddingDoctor = chosen;
