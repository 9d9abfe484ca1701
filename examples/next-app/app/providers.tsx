'use client';

import { configFromEnv, VeriframeProvider } from '@veriframe/react';
import type { ReactNode } from 'react';

// Next inlines each NEXT_PUBLIC_ variable written out here at build time. The proxy path defaults to
// /api/veriframe; the modal files and hosted origin fall back to the local sandbox in `next dev` only, so a
// production build needs NEXT_PUBLIC_VERIFRAME_FRONTEND_URL (the e2e sets it to the sandbox it starts).
const config = configFromEnv({
  NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL,
  NEXT_PUBLIC_VERIFRAME_PROXY_URL: process.env.NEXT_PUBLIC_VERIFRAME_PROXY_URL,
});

export function Providers({ children }: { children: ReactNode }) {
  return <VeriframeProvider config={config}>{children}</VeriframeProvider>;
}
