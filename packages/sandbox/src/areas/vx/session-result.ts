import type { SessionResult } from '@veriframe/core/schemas';
import type { SandboxContext } from '../../kernel/context';
import { componentService, journeyDuration, stepDetail, type VxComponent, type VxSession } from './sessions';
import { sessionVpinOutput } from './vpin';

// The 2.3 session result, apart from the session store so that ./vpin (which the result reads) and the
// store never import each other.

const stepIssues: Record<VxComponent, string> = {
  document: 'DOCUMENT DID NOT PASS AUTHENTICATION',
  selfie: 'SELFIE DOES NOT MATCH DOCUMENT',
  phone: 'PHONE DOES NOT MATCH IDENTITY',
};

/** Age in whole years on the virtual date from a `YYYYMMDD` date of birth, or null. */
function ageFromDob(dob: string, now: number): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(dob);
  if (!m) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - Number(m[1]);
  const beforeBirthday =
    today.getUTCMonth() + 1 < Number(m[2]) ||
    (today.getUTCMonth() + 1 === Number(m[2]) && today.getUTCDate() < Number(m[3]));
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The 2.3 session result. `forWebhook` adds what only the webhook carries (6.1): `ssn`,
 * `dcams_plus.output.age_estimate` and `dcams_plus.output.spoof_score` (null until a selfie ran).
 * `dcams_plus.output.vpin` is what `sessionVpinOutput` (./vpin) resolves right now.
 */
export function sessionResult(ctx: SandboxContext, session: VxSession, forWebhook: boolean): SessionResult {
  const now = ctx.clock.now();
  const last = session.steps.at(-1);
  const ranDocument = session.steps.some((s) => s.component === 'document');
  const selfie = session.steps.findLast((s) => s.component === 'selfie');
  const { ssn, ...person } = session.person;
  const output: Record<string, unknown> = { vpin: sessionVpinOutput(ctx, session) };
  if (forWebhook) {
    output.age_estimate = selfie ? (ageFromDob(session.person.dob, now) ?? 30) : null;
    output.spoof_score = selfie ? (selfie.outcome === 'FAIL' ? 0.93 : 0.02) : null;
  }
  const first = session.stops[0];
  const lastStop = session.steps.at(-1)?.at ?? session.startedAt ?? now;
  return {
    ...person,
    ...(forWebhook ? { ssn } : {}),
    reference: session.reference,
    status: session.status ?? 'PENDING',
    request_id: session.requestId,
    additionalData: session.additionalData,
    dcams_plus: {
      document_data: ranDocument ? documentData(session) : null,
      output,
      api_processing_error: false,
      service: last ? componentService[last.component] : '',
      confirmation: last?.confirmation ?? 0,
      action: last?.outcome ?? '',
      detail: last ? stepDetail[last.outcome] : '',
      issues:
        last && last.outcome !== 'PASS' && last.outcome !== 'PENDING' ? [stepIssues[last.component]] : [],
    },
    storage: { success: null },
    journey: {
      stops: session.stops,
      duration: journeyDuration(first ? lastStop - (session.startedAt ?? lastStop) : 0),
    },
    documents: null,
  } satisfies SessionResult;
}

/** Attributes "read" from the simulated document: the person's latest values on a driver license. */
function documentData(session: VxSession): Record<string, string> {
  const p = session.person;
  return {
    FirstName: p.fn.toUpperCase(),
    LastName: p.ln.toUpperCase(),
    MiddleName: '',
    FullAddress: [p.addr, p.city, p.state, p.zip].filter(Boolean).join(', ').toUpperCase(),
    Address: p.addr.toUpperCase(),
    City: p.city.toUpperCase(),
    State: p.state.toUpperCase(),
    Zip: p.zip,
    DateOfBirth: p.dob,
    IssueDate: '20200115',
    ExpirationDate: '20300115',
    Height: '5\'-09"',
    Sex: 'U',
    EyeColor: 'BRO',
    DocumentNumber: `S${session.requestId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    CountryCode: 'USA',
    DocumentType: 'DRIVERS LICENSE',
  };
}
