// The four tabs' contents, each rendered from the recorder's snapshot.
import type { DevtoolsSnapshot } from '../recorder';
import { h, seconds } from './dom';

const empty = (text: string) => h('p', { class: 'vfd-empty' }, text);

const table = (headers: string[], rows: HTMLElement[]) =>
  h(
    'table',
    {},
    h('thead', {}, h('tr', {}, ...headers.map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, ...rows),
  );

/** Doctor: each cause with its fix, newest last. */
export const doctorTab = ({ findings }: DevtoolsSnapshot): HTMLElement =>
  findings.length === 0
    ? empty(
        'Nothing wrong seen so far: the frames, the CSP, the camera policy, the messages and the proxy calls look right.',
      )
    : h(
        'ul',
        { class: 'vfd-findings', role: 'list', style: 'list-style:none;margin:0;padding:0' },
        ...findings.map((f) =>
          h(
            'li',
            { class: 'vfd-finding', 'data-code': f.code },
            h('h3', {}, f.code),
            h('p', {}, h('strong', {}, 'Cause: '), f.cause),
            h('p', { class: 'vfd-fix' }, h('strong', {}, 'Fix: '), f.fix),
            h('p', { class: 'vfd-empty' }, `seen at ${seconds(f.at)}`),
          ),
        ),
      );

/** Flows: each flow's current state and its timeline. */
export const flowsTab = ({ flows }: DevtoolsSnapshot): HTMLElement =>
  flows.length === 0
    ? empty('No flow yet: start a verification, the modal, the quiz or the age check.')
    : h(
        'div',
        {},
        ...flows.map((flow) =>
          h(
            'section',
            { class: 'vfd-flow', 'aria-label': `${flow.label} #${flow.id}`, 'data-flow': flow.label },
            h('h3', {}, `${flow.label} #${flow.id}: `, h('code', {}, flow.transitions.at(-1)?.state ?? '')),
            h(
              'ol',
              {},
              ...flow.transitions.map((t, i) => {
                const took =
                  i === 0 ? '' : ` (+${Math.round(t.at - (flow.transitions[i - 1]?.at ?? t.at))} ms)`;
                return h(
                  'li',
                  {},
                  `${seconds(t.at)} `,
                  h('code', {}, t.state),
                  took,
                  t.detail ? ` · ${t.detail}` : '',
                );
              }),
            ),
          ),
        ),
      );

/** Messages: every message the gate saw, its decision and why. */
export const messagesTab = ({ messages }: DevtoolsSnapshot): HTMLElement =>
  messages.length === 0
    ? empty(
        'No message yet: the gate records each message posted to this page while a hosted frame is shown.',
      )
    : table(
        ['At', 'Data', 'From', 'Decision'],
        messages.map((m) =>
          h(
            'tr',
            { 'data-decision': m.decision },
            h('td', {}, seconds(m.at)),
            h('td', {}, h('code', {}, m.data)),
            h('td', {}, m.origin),
            h(
              'td',
              { class: m.decision === 'accepted' ? 'vfd-ok' : 'vfd-bad' },
              m.decision,
              m.decision === 'other-origin' ? ` (allowed: ${m.allowedOrigins.join(', ')})` : '',
            ),
          ),
        ),
      );

/** Proxy calls: route, status, problem, request id, duration, replay, Retry-After. */
export const proxyTab = ({ calls }: DevtoolsSnapshot): HTMLElement =>
  calls.length === 0
    ? empty('No proxy call yet.')
    : table(
        ['At', 'Route', 'Status', 'Problem', 'Request id', 'Took'],
        calls.map((c) =>
          h(
            'tr',
            { 'data-status': String(c.status) },
            h('td', {}, seconds(c.at)),
            h('td', {}, h('code', {}, `${c.method} ${c.path}`)),
            h(
              'td',
              { class: c.status >= 200 && c.status < 300 ? 'vfd-ok' : 'vfd-bad' },
              c.status === 0 ? 'not reached' : String(c.status),
              c.replayed ? ' (idempotent replay)' : '',
              c.retryAfterSeconds === undefined ? '' : ` Retry-After ${c.retryAfterSeconds} s`,
            ),
            h('td', {}, c.code ? h('code', {}, c.code) : '', c.detail ? ` ${c.detail}` : ''),
            h('td', {}, c.requestId ? h('code', {}, c.requestId) : ''),
            h('td', {}, `${c.durationMs} ms`),
          ),
        ),
      );
