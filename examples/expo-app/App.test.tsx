import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { fireEvent, render, screen } from '@testing-library/react-native';
import App from './App';

// The app against the real proxy and sandbox (test/global-setup.mjs starts `server.mjs --sandbox`). Jest has no
// WebView: the test hands its onMessage what the sandbox's journey page posted through the bridge in Chromium,
// as the sandbox's conformance test recorded it, and drives the journey's steps through the sandbox's admin API.

interface Recorded {
  journeys: { name: string; messages: { url: string; data: string }[] }[];
}
const recorded: Recorded = JSON.parse(
  readFileSync(
    join(__dirname, '../../packages/sandbox/test/recorded/react-native-bridge-messages.json'),
    'utf8',
  ),
);
const recordedMessages = (name: string) => {
  const journey = recorded.journeys.find((j) => j.name === name);
  if (!journey) throw new Error(`no recorded journey named ${name}`);
  return journey.messages;
};

const env = (name: string) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests with jest.config.js (its global setup sets it)`);
  return value;
};
const proxyUrl = () => env('EXPO_PUBLIC_VERIFRAME_PROXY_URL');

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}
const admin = (path: string, body: object) => post(`${env('EXAMPLE_SANDBOX_ADMIN_URL')}${path}`, body);

// The sign-in answers, seen on their way to the app (every request still goes to the real server).
const signIns: { token: string; id: string }[] = [];
const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    if (String(input).endsWith('/demo/sign-in') && answer.ok) signIns.push(await answer.clone().json());
    return answer;
  };
});
afterAll(() => {
  global.fetch = realFetch;
});

/** Renders the app and signs in through its form; returns what the server answered the app. */
async function signInAs(name: string) {
  await render(<App />);
  await fireEvent.changeText(screen.getByLabelText('Your name'), name);
  await fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText(`Signed in as ${name}`);
  const answer = signIns.at(-1);
  if (!answer) throw new Error('no sign-in answer seen');
  return answer;
}

/** Starts the hosted journey; returns the session's link and the recorded messages as posted in this session. */
async function startJourney() {
  await fireEvent.press(screen.getByRole('button', { name: 'Verify my identity' }));
  const page = await screen.findByTestId('hosted-journey-page');
  const link: string = page.props.source.uri;
  const [, origin, requestId, token] = /^(https?:\/\/[^/]+)\/journey\/([^?]+)\?t=(.+)$/.exec(link) ?? [];
  if (!origin || !requestId || !token) throw new Error(`unexpected session link ${link}`);
  const asPosted = (message: { url: string; data: string }) => ({
    url: message.url
      .replace('{hostedOrigin}', origin)
      .replace('{request_id}', requestId)
      .replace('{link_token}', token),
    data: message.data,
  });
  const steps = async (outcomes: [string, string][]) => {
    for (const [component, outcome] of outcomes)
      await admin(`/vx/sessions/${requestId}/steps`, { component, outcome });
  };
  /**
   * What the WebView's onMessage gets when the page posts through the bridge: the component's injected bridge
   * script (the page's `injectedJavaScriptBeforeContentLoaded`) tags what the top document posts.
   */
  const postFromPage = (message: { url: string; data: string }) => {
    const page = screen.getByTestId('hosted-journey-page');
    const posted: string[] = [];
    const window = { ReactNativeWebView: { postMessage: (data: string) => void posted.push(data) } };
    runInNewContext(String(page.props.injectedJavaScriptBeforeContentLoaded), {
      window,
      navigator: {},
      JSON,
      String,
    });
    window.ReactNativeWebView.postMessage(message.data);
    return fireEvent(page, 'message', { nativeEvent: { ...message, data: posted[0] } });
  };
  return { link, origin, asPosted, steps, postFromPage };
}

const phaseText = () => screen.getByTestId('journey-phase');

describe('the Expo example app', () => {
  it('names the missing variable instead of starting unconfigured', async () => {
    const saved = process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL;
    delete process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL;
    try {
      await render(<App />);
      expect(screen.getByRole('alert')).toHaveTextContent(/EXPO_PUBLIC_VERIFRAME_PROXY_URL: required/);
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    } finally {
      process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL = saved;
    }
  });

  it("shows the signed-in person's document status, read by the proxy for that person only", async () => {
    const person = await signInAs('Ada');
    expect(await screen.findByText('No document on file')).toBeOnTheScreen();
    // The person scans a passing document (the modal's scan, without a browser): their token, their email.
    const { token, email } = await post(
      `${proxyUrl()}/document/token`,
      {},
      { authorization: `Bearer ${person.token}` },
    );
    const fields = {
      fn: 'Ada',
      ln: 'dcamspluspass',
      addr: '1 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    };
    await admin('/documents/scan', { token, email, dob: '19800115', ...fields });
    await fireEvent.press(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Document PASS')).toBeOnTheScreen();

    // Someone else signed in on the same server sees only their own status.
    await screen.unmount();
    await signInAs('Grace');
    expect(await screen.findByText('No document on file')).toBeOnTheScreen();
  });

  it("counts the page's PASS from the WebView only once the service agrees", async () => {
    await signInAs('Alan');
    const journey = await startJourney();
    expect(journey.origin).toBe(process.env.EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN);
    const [pass] = recordedMessages('pass').map(journey.asPosted);
    await journey.postFromPage(pass!);
    expect(phaseText()).toHaveTextContent('Checking the result with the service…');
    expect(screen.queryByTestId('journey-outcome')).toBeNull();
    await journey.steps([
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ]);
    expect(await screen.findByText('Verification PASS, confirmed by the service.')).toBeOnTheScreen();
    expect(screen.getByTestId('journey-outcome')).toHaveTextContent('PASS');
  });

  it('ignores a PASS posted while the WebView is on another origin', async () => {
    await signInAs('Mallory');
    const journey = await startJourney();
    const [pass] = recordedMessages('pass').map(journey.asPosted);
    await journey.postFromPage({ ...pass!, url: pass!.url.replace(journey.origin, 'https://evil.example') });
    expect(phaseText()).toHaveTextContent('Follow the steps below.');
    expect(screen.getByTestId('hosted-journey-page')).toBeOnTheScreen();
  });

  it('shows a FAIL, then takes the page away on the CLOSE the page posts after it, as the service confirms', async () => {
    await signInAs('Barbara');
    const journey = await startJourney();
    const [fail, close] = recordedMessages('fail').map(journey.asPosted);
    expect([fail?.data, close?.data]).toEqual(['FAIL', 'CLOSE']);
    // Both are posted before the service has the step, so the outcome cannot be final and the page is still
    // shown for the CLOSE (postFromPage finds the page or throws).
    await journey.postFromPage(fail!);
    expect(phaseText()).toHaveTextContent('Checking the result with the service…');
    expect(screen.getByTestId('hosted-journey-page')).toBeOnTheScreen();
    await journey.postFromPage(close!);
    expect(screen.queryByTestId('hosted-journey-page')).toBeNull();
    expect(phaseText()).toHaveTextContent('Checking the result with the service…');
    await journey.steps([['document', 'FAIL']]);
    expect(await screen.findByText('Verification FAIL, confirmed by the service.')).toBeOnTheScreen();
  });
});
