import { act, renderHook } from '@testing-library/react-native';
import { services, signIn } from './test-support/services';
import { type UseHostedVerificationOptions, useHostedVerification } from './use-hosted-verification';

// The hook on the real proxy (test/services.ts), which identifies the app by its bearer token.
const { proxyUrl } = services();

describe('useHostedVerification', () => {
  it('sends the latest headers given: a new token is used at the next request, without a new client', async () => {
    const token = await signIn('rn-hook-refresh');
    const { result, rerender } = await renderHook(
      (options: UseHostedVerificationOptions) => useHostedVerification(options),
      {
        initialProps: {
          proxyUrl,
          session: { age: '21+' },
          headers: { authorization: 'Bearer expired-or-forged' },
        },
      },
    );
    await act(async () => {
      await result.current.start();
    });
    expect(result.current.error?.code).toBe('unauthenticated');
    await rerender({
      proxyUrl,
      session: { age: '21+' },
      headers: async () => ({ authorization: `Bearer ${token}` }),
    });
    let session: unknown;
    await act(async () => {
      session = await result.current.start();
    });
    expect(result.current.error).toBeNull();
    expect(session).toMatchObject({
      request_id: expect.any(String),
      link: expect.stringContaining('/journey/'),
    });
    expect(result.current.phase).toBe('in-progress');
  });

  it('refuses a missing or relative proxy URL, naming proxyUrl', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [undefined, '/api/veriframe'])
      await expect(renderHook(() => useHostedVerification({ proxyUrl: bad }))).rejects.toMatchObject({
        name: 'EmbedConfigError',
        field: 'proxyUrl',
      });
    jest.restoreAllMocks();
  });
});
