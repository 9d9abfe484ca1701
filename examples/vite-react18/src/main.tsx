import { configFromEnv, VeriframeProvider } from '@veriframe/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// VITE_VERIFRAME_* variables (e.g. VITE_VERIFRAME_FRONTEND_URL); none set = the local sandbox.
const config = configFromEnv(import.meta.env);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <VeriframeProvider config={config}>
      <App />
    </VeriframeProvider>
  </StrictMode>,
);
