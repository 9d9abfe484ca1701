import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../test/helpers';
import { VeriframeApiError } from '../errors/service-error';

const { clientsFor } = useSandbox();

/** Clients whose fetch records every link/generate body the service receives. */
function recording() {
  const sent: Record<string, unknown>[] = [];
  const clients = clientsFor({}, async (input, init) => {
    if (String(input).endsWith('/link/generate')) sent.push(JSON.parse(String(init?.body)));
    return fetch(input, init);
  });
  return { documents: clients.documents, sent };
}

describe('documents.generateLink body (core buildLinkGenerateBody)', () => {
  it('sends the built body: token added, additionalData as JSON text, country upper case', async () => {
    const { documents, sent } = recording();
    const link = await documents.generateLink({
      options: { send_email: false },
      email: 'ada@example.com',
      country: 'us',
      additionalData: { order: '42' },
      resultMessages: { verificationSuccessTitle: 'Done', verificationSuccessSubTitle: '' },
    });
    expect(link.action).toBe('PASS');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      options: { send_email: false },
      token: await documents.token(),
      email: 'ada@example.com',
      country: 'US',
      additionalData: '{"order":"42"}',
      resultMessages: { verificationSuccessTitle: 'Done', verificationSuccessSubTitle: '' },
    });
  });

  it('refuses bad input as bad_request naming every field, without calling link/generate', async () => {
    const { documents, sent } = recording();
    const input = {
      options: {},
      email: 'not-an-email',
      dob: '20230230',
      additionalData: '{not json',
      colour: 'red',
    };
    const e = await documents.generateLink(input as never).then(
      () => {
        throw new Error('expected a rejection');
      },
      (error: unknown) => error as VeriframeApiError,
    );
    expect(e).toBeInstanceOf(VeriframeApiError);
    expect(e).toMatchObject({ kind: 'bad_request', status: 400, operation: 'documents.generateLink' });
    const paths = (e.body as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['additionalData', 'colour', 'dob', 'email', 'options.send_email']);
    for (const path of paths) expect(e.message).toContain(path);
    expect(sent).toHaveLength(0);
  });
});
