import { defaultResultMessages, failureMessage } from '@veriframe/core';
import { resultMessageTextsEn } from '@veriframe/core/texts';
import type { HostedVerification } from '@veriframe/react';
import { ActionBadge } from '../../components/ActionBadge';
import { OutcomeExplained, type SeenText } from '../../components/OutcomeExplained';

/**
 * The hosted page's end screens with the default texts (a session's resultMessages change them): 4.9's success
 * pair, and a VX FAIL as the kit reads 4.9's failure pair (final: no manual review promised).
 */
const hostedEndScreens: Record<string, SeenText> = {
  PASS: {
    title: defaultResultMessages.verificationSuccessTitle,
    subtitle: defaultResultMessages.verificationSuccessSubTitle,
    tone: 'success',
  },
  FAIL: failureMessage('FAIL', defaultResultMessages, {}, resultMessageTextsEn),
};

const endedText: Record<string, string> = {
  'ALREADY VERIFIED': 'The hosted page says this person was already verified (in an earlier session).',
  'LINK EXPIRED': 'The link expired before the journey ended: start a new session.',
  'BOT DETECTED': 'The hosted page refused this device (possible automated activity).',
};

/**
 * The outcome as the kit decides it: nothing while the journey runs, the page's word while the service is
 * checked, and a final outcome only once the journey ended and a later read from the service agrees.
 */
export function OutcomeStatus({ verification }: { verification: HostedVerification }) {
  const { phase, outcome, disagreement, pageMessage } = verification;
  if (phase === 'ended') {
    return (
      <p className="notice" data-testid="journey-ended">
        {pageMessage ? endedText[pageMessage] : 'The link expired before anyone opened it.'}
      </p>
    );
  }
  if (!outcome) return null;
  const seen = phase === 'final' ? hostedEndScreens[outcome.status] : undefined;
  return (
    <>
      <p data-testid="outcome" data-confirmed={outcome.confirmed} data-phase={phase}>
        <ActionBadge value={outcome.status} />{' '}
        {phase === 'final'
          ? 'Final: the journey ended and the service agrees'
          : disagreement
            ? `Disagreement: the hosted page said ${disagreement.page}, the service says ${
                disagreement.service === 'none' ? 'nothing yet' : disagreement.service
              }. Not confirmed.`
            : `The hosted page says ${outcome.status}; checking with the service…`}
      </p>
      {seen ? <OutcomeExplained seen={seen} backend={outcome.status} /> : null}
    </>
  );
}
