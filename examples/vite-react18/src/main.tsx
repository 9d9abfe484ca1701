import { configFromEnv, VeriframeProvider } from '@veriframe/react';
// The kit's default look: served as the app's own stylesheet, so `style-src 'self'` allows it.
import '@veriframe/react/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// VITE_VERIFRAME_* variables. Unset ones fall back to the local sandbox in `vite` (dev) only: a production
// build needs VITE_VERIFRAME_FRONTEND_URL (the e2e sets it to the sandbox it starts).
const config = configFromEnv(import.meta.env);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <VeriframeProvider config={config}>
      <App />
    </VeriframeProvider>
  </StrictMode>,
);
