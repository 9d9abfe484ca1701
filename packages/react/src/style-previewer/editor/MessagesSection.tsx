'use client';

import { defaultResultMessages, type ResultMessages } from '@veriframe/core';
import { displayText, getAt, textValue } from '../theme-model';
import type { EditorApi } from './editor-api';
import { TextField } from './inputs';

type Key = keyof ResultMessages;

/** The groups of 4.9 (success, failure, error), each key with a readable label. */
const groups: { legend: string; keys: [Key, string][] }[] = [
  {
    legend: 'Success',
    keys: [
      ['verificationSuccessTitle', 'Success title'],
      ['verificationSuccessSubTitle', 'Success subtitle'],
    ],
  },
  {
    legend: 'Failure',
    keys: [
      ['verificationFailureTitle', 'Failure title'],
      ['verificationFailureSubTitle', 'Failure subtitle'],
    ],
  },
  {
    legend: 'Errors',
    keys: [
      ['verificationErrorTokenTitle', 'Bad or expired token: title'],
      ['verificationErrorTokenSubTitle', 'Bad or expired token: subtitle'],
      ['verificationErrorAlreadyVerifiedTitle', 'Already verified: title'],
      ['verificationErrorAlreadyVerifiedSubTitle', 'Already verified: subtitle'],
      ['verificationErrorPendingTitle', 'Pending review: title'],
      ['verificationErrorPendingSubTitle', 'Pending review: subtitle'],
      ['verificationErrorVelocityTitle', 'Too many attempts: title'],
      ['verificationErrorVelocitySubTitle', 'Too many attempts: subtitle'],
      ['verificationErrorTitle', 'System error: title'],
      ['verificationErrorSubTitle', 'System error: subtitle'],
    ],
  },
];

/** Every key of `resultMessages` (4.9); an empty field keeps the default, shown as the placeholder. */
export function MessagesSection({ api }: { api: EditorApi }) {
  return (
    <section className="vf-sp-section" aria-labelledby={api.fieldId('section.messages')}>
      <h3 id={api.fieldId('section.messages')}>Result messages</h3>
      <p className="vf-sp-hint">Leave a field empty to keep the default text shown in it.</p>
      {groups.map((group) => (
        <fieldset key={group.legend} className="vf-sp-fieldset">
          <legend>{group.legend}</legend>
          {group.keys.map(([key, label]) => {
            const path = `resultMessages.${key}`;
            return (
              <TextField
                key={key}
                id={api.fieldId(path)}
                label={label}
                multiline={key.endsWith('SubTitle')}
                placeholder={defaultResultMessages[key]}
                errors={api.errors(path)}
                value={displayText(getAt(api.draft, ['resultMessages', key]))}
                onChange={(v) => api.set(['resultMessages', key], textValue(v))}
              />
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
