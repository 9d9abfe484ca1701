import { lazy, Suspense } from 'react';
import { veriframeConfig } from './veriframeConfig';

/**
 * The Veriframe devtools panel (@veriframe/devtools, #41): always under `pnpm demo`'s dev server; in a build only
 * when built with VITE_VERIFRAME_DEVTOOLS=1 (the e2e's build) and opened with `?devtools`. A plain production
 * build keeps none of it: the condition is false at build time, so the import below is dropped.
 */
const wanted =
  import.meta.env.DEV ||
  (import.meta.env.VITE_VERIFRAME_DEVTOOLS === '1' && new URLSearchParams(location.search).has('devtools'));

const Panel = wanted
  ? lazy(async () => ({ default: (await import('@veriframe/devtools/react')).VeriframeDevtools }))
  : null;

const { hostedOrigins, documentModal, proxyBasePath } = veriframeConfig;

/** The panel, fed with the kit's config, or nothing. */
export function Devtools() {
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel hostedOrigins={hostedOrigins} documentModal={documentModal} proxyBasePath={proxyBasePath} />
    </Suspense>
  );
}
