// The nineteen rule sets of spec 4.1 live in core, shared with the browser side.
import type { AgeMatchRuleSet, QuizService } from '@veriframe/core/age-check';
import {
  type AgeMatchTarget,
  type DmvTarget,
  type GatewayQueryResult,
  type GatewayRequest,
  gatewayQueryResultSchema,
  type InternationalTarget,
  type QuizContinueRequest,
  type QuizFinalResult,
  quizFinalResultSchema,
} from '@veriframe/core/schemas';
import type { CallOptions, ClientContext } from './context';
import { joinUrl } from './http';
import { callJson } from './responses';

export type { QuizService } from '@veriframe/core/age-check';
export { type AgeMatchRuleSet, ageMatchRuleSets } from '@veriframe/core/age-check';
// The targets of 4.1 (AgeMatch5.0 and quizzes, DMV, international) are core's wire shapes.
export type { AgeMatchTarget, DmvTarget, InternationalTarget } from '@veriframe/core/schemas';

export interface GatewayQueryOptions extends CallOptions {
  rules?: AgeMatchRuleSet | (string & {});
  reference?: string;
}

/**
 * A gateway query body (4.1, core's `GatewayRequest`) without credentials (they are added by the client); the
 * target of any service (US, DMV, international) as an object.
 */
export type GatewayQuery = Omit<GatewayRequest, 'user' | 'pass' | 'target'> & {
  target?: Record<string, unknown>;
};

/**
 * Client of the synchronous gateway (area A). Business outcomes are in `result.action`; only transport and
 * HTTP failures throw (`VeriframeApiError`).
 *
 * @example
 * const res = await clients.gateway.ageMatch({ fn: 'Ada', ln: 'Adult', addr: '1 Main St', zip: '10001', age: '21+' });
 * if (res.result.action === 'PASS') allow();
 */
export function createGatewayClient(ctx: ClientContext) {
  const url = joinUrl(ctx.config.urls.base, '/process/comprehensive/gateway');

  async function query(body: GatewayQuery, options: CallOptions = {}): Promise<GatewayQueryResult> {
    return callJson(
      ctx.transport,
      {
        operation: `gateway.${body.service}`,
        method: 'POST',
        url,
        body: { ...body, user: ctx.config.account.user, pass: ctx.config.account.pass },
        signal: options.signal,
      },
      gatewayQueryResultSchema,
      { okStatuses: [200] },
    );
  }

  const withOptions = (service: string, target: object, options: GatewayQueryOptions) =>
    query(
      {
        service,
        target: target as Record<string, unknown>,
        ...(options.rules ? { rules: options.rules } : {}),
        ...(options.reference ? { reference: options.reference } : {}),
      },
      options,
    );

  return {
    /** Any gateway service by name (the typed helpers below cover the spec's services). */
    query,
    /** `AgeMatch5.0`, optionally with one of the nineteen rule sets. */
    ageMatch: (target: AgeMatchTarget, options: GatewayQueryOptions = {}) =>
      withOptions('AgeMatch5.0', target, options),
    /** `AgeMatch5.0.DMV`: document data against the issuing database. */
    dmv: (target: DmvTarget, options: GatewayQueryOptions = {}) =>
      withOptions('AgeMatch5.0.DMV', target, options),
    /** `AgeMatch5.0.<country>`, e.g. `international('UK', ...)`. */
    international: (country: string, target: InternationalTarget, options: GatewayQueryOptions = {}) =>
      withOptions(`AgeMatch5.0.${country}`, target, options),
    /** Quiz services: PENDING with `output.questions` and `continuations.questions` when a quiz is issued. */
    quiz: (service: QuizService, target: AgeMatchTarget, options: GatewayQueryOptions = {}) =>
      withOptions(service, target, options),
    /** `/process/continue`: submits the quiz answers, returns the final evaluation. */
    continueQuiz: (answers: QuizContinueRequest, options: CallOptions = {}): Promise<QuizFinalResult> =>
      callJson(
        ctx.transport,
        {
          operation: 'gateway.continue',
          method: 'POST',
          url: joinUrl(ctx.config.urls.base, '/process/continue'),
          body: { token: answers.token, answers: answers.answers },
          signal: options.signal,
        },
        quizFinalResultSchema,
        { okStatuses: [200] },
      ),
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
