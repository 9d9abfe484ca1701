import { describe, expectTypeOf, it } from 'vitest';
import type { GatewayClient } from '../age-check/gateway-answer';
import type { HostedVerificationClient } from '../hosted/types';
import { createProxyClient } from './proxy-client';
import type { ProxyAnswer, ProxyBody, ProxyPath } from './proxy-routes';

// The client's paths, bodies and answers are the proxy's own route declaration (`browserApi` in
// @veriframe/core/routes, imported as a type). The `@ts-expect-error` lines fail `pnpm -r typecheck` the day the
// client accepts what the proxy does not serve or refuse; the expectTypeOf lines follow the declared answers.
// Nothing here is sent: `client` is only ever used under `if (false)`-like never-run arrows.

const client = createProxyClient('/api/veriframe');

describe('ProxyClient types follow the proxy route declaration', () => {
  it('accepts the declared paths and answers with the declared outputs', () => {
    expectTypeOf<ProxyPath<'POST'>>().toEqualTypeOf<
      | '/document/token'
      | '/document/link'
      | '/document/status'
      | '/vx/sessions'
      | '/gateway/age'
      | '/gateway/quiz/continue'
    >();
    expectTypeOf<ProxyPath<'GET'>>().toEqualTypeOf<`/vx/sessions/${string}` | '/vx/resume'>();
    expectTypeOf<ProxyAnswer<'POST', '/document/token'>>().toEqualTypeOf<{
      token: string;
      expires_at: string;
      email: string;
      reference: string;
    }>();
    expectTypeOf<ProxyAnswer<'POST', '/vx/sessions'>>().toEqualTypeOf<{
      request_id: string;
      link: string;
      expires_in: number;
      expires_at: string;
    }>();
    expectTypeOf<ProxyAnswer<'GET', '/vx/sessions/abc'>['status']>().toEqualTypeOf<
      'not_started' | 'in_progress' | 'complete'
    >();
    // The identity's own status: the browser names nobody.
    expectTypeOf<ProxyBody<'/document/status'>>().toEqualTypeOf<Record<string, never>>();
    // A function, never called: a call here would make a real request (an unhandled rejection, no server).
    expectTypeOf(() => client.post('/document/token')).returns.resolves.toEqualTypeOf<{
      token: string;
      expires_at: string;
      email: string;
      reference: string;
    }>();
  });

  it('refuses a path the proxy does not serve, a wrong verb and a body of the wrong shape', () => {
    const neverRun = () => {
      // @ts-expect-error: no such route
      client.post('/document/tokens');
      // @ts-expect-error: the session's progress is a GET
      client.post('/vx/sessions/abc', {});
      // @ts-expect-error: creating a session is a POST
      client.get('/vx/sessions');
      // @ts-expect-error: the status route is the identity's own: the browser sends no email
      client.post('/document/status', { email: 'ada@example.com' });
      // @ts-expect-error: the email is the identity's, never the browser's
      client.post('/vx/sessions', { email: 'ada@example.com', age: '21+' });
      // @ts-expect-error: age is text such as '21+'
      client.post('/vx/sessions', { age: 21 });
      // @ts-expect-error: a body is required where the route has required fields
      client.post('/gateway/quiz/continue');
      // @ts-expect-error: the answer has no such field
      client.post('/document/token').then((answer) => answer.link);
    };
    expectTypeOf(neverRun).toBeFunction();
  });

  it("is the client core's flow objects take, as is", () => {
    // The observers declare the calls they make by path; the client's contract types must satisfy them.
    expectTypeOf(client).toExtend<HostedVerificationClient>();
    expectTypeOf(client).toExtend<GatewayClient>();
  });
});
