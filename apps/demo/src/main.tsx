import { VeriframeProvider } from '@veriframe/react';
// The kit's default look (the frame's screens, the dialog, the document button and its notices).
import '@veriframe/react/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Devtools } from './Devtools';
import { connectEventStream } from './events/store';
import { startPeople } from './people/store';
import './styles.css';
import { veriframeConfig } from './veriframeConfig';

connectEventStream();
startPeople();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <VeriframeProvider config={veriframeConfig}>
      <App />
      <Devtools />
    </VeriframeProvider>
  </StrictMode>,
);
