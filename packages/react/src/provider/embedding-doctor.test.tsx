import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from './veriframe-provider';

const hosted = 'https://verify.example.com';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the embedding doctor in the provider', () => {
  it('says once in a development build what would break, with the fix (StrictMode mounts twice)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <StrictMode>
        <VeriframeProvider config={{ hostedOrigins: [hosted] }}>
          <iframe title="by hand" src={`${hosted}/journey/1`} />
        </VeriframeProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Veriframe: one thing in this page would break verification[\s\S]*no allow="camera"[\s\S]*Fix: .*allow="camera; fullscreen"/,
    );
    // A provider mounted again (another key), with another frame, repeats nothing already said.
    rerender(
      <StrictMode>
        <VeriframeProvider key="again" config={{ hostedOrigins: [hosted] }}>
          <iframe title="by hand" src={`${hosted}/journey/1`} />
          <iframe title="as the kit does" src={`${hosted}/journey/2`} allow="camera; fullscreen" />
        </VeriframeProvider>
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says nothing in a production build', async () => {
    // Decided when the module loads, as a bundler decides it at build time.
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { VeriframeProvider: ProductionProvider } = await import('./veriframe-provider');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ProductionProvider
        config={{
          hostedOrigins: [hosted],
          documentModal: { scriptUrl: `${hosted}/m.js`, constructorPath: 'M' },
        }}
      >
        <iframe title="by hand" src={`${hosted}/journey/3`} />
      </ProductionProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(warn).not.toHaveBeenCalled();
  });
});
