// `@veriframe/devtools/react`: the panel as a React component. It renders nothing of its own in React's tree;
// the panel lives in a shadow root at the end of <body>, mounted while the component is.
import { useEffect } from 'react';
import type { DevtoolsOptions } from './recorder';

/** Props of {@link VeriframeDevtools}: the kit's `hostedOrigins`, `documentModal` and `proxyBasePath`. */
export type VeriframeDevtoolsProps = DevtoolsOptions;

/**
 * The Veriframe devtools panel while mounted: a floating button opening the Doctor (each silent failure's cause
 * and fix), Flows, Messages and Proxy calls. The panel's code loads lazily when it mounts. Render it in
 * development only; a production build that does not import `@veriframe/devtools` carries none of it.
 *
 * @example
 * const Devtools = process.env.NODE_ENV === 'development'
 *   ? lazy(() => import('@veriframe/devtools/react').then((m) => ({ default: m.VeriframeDevtools })))
 *   : () => null;
 * <Devtools hostedOrigins={config.hostedOrigins} documentModal={config.documentModal} />
 */
export function VeriframeDevtools(props: VeriframeDevtoolsProps): null {
  const origins = props.hostedOrigins?.join(' ') ?? '';
  const { scriptUrl, stylesheetUrl } = props.documentModal ?? {};
  const { proxyBasePath } = props;
  useEffect(() => {
    let mounted: { unmount(): void } | undefined;
    let cancelled = false;
    void import('./mount').then(({ mountDevtools }) => {
      if (cancelled) return;
      mounted = mountDevtools(undefined, {
        hostedOrigins: origins ? origins.split(' ') : [],
        documentModal: { scriptUrl, stylesheetUrl },
        ...(proxyBasePath && { proxyBasePath }),
      });
    });
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
  }, [origins, scriptUrl, stylesheetUrl, proxyBasePath]);
  return null;
}
