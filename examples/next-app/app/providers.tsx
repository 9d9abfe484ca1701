'use client';

import { configFromEnv, VeriframeProvider } from '@veriframe/react';
import type { ReactNode } from 'react';

// Next inlines each NEXT_PUBLIC_ variable written out here at build time; unset ones keep the defaults
// (the local sandbox on 127.0.0.1:4011, the proxy at /api/veriframe).
const config = configFromEnv({
  NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL,
  NEXT_PUBLIC_VERIFRAME_PROXY_URL: process.env.NEXT_PUBLIC_VERIFRAME_PROXY_URL,
});

export function Providers({ children }: { children: ReactNode }) {
  return <VeriframeProvider config={config}>{children}</VeriframeProvider>;
}
