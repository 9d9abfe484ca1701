import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCredentials } from '@veriframe/sandbox';
import { expect, test } from '../support/test';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Every server credential of the sandbox. `user` ("sandbox") and the audience are not secrets and are left out:
// "sandbox" is an ordinary word in the demo's text.
const { user: _user, vxAudience: _audience, ...secrets } = defaultCredentials;

test.describe('the built demo (vite build of apps/demo by the global setup)', () => {
  test('holds no server credential', ({ stack }) => {
    const files = filesUnder(stack.dist_dir);
    const text = files.map((file) => readFileSync(file, 'latin1')).join('\n');
    // The scan reads the real bundle: the proxy route the app calls is in it.
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(text).toContain('/api/veriframe');
    for (const [name, value] of Object.entries(secrets)) {
      expect(text.includes(value), `${name} (${value}) found in the demo bundle`).toBe(false);
    }
  });

  test('knows the sandbox frontend origin it was built for', ({ stack }) => {
    const text = filesUnder(stack.dist_dir)
      .filter((f) => f.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text).toContain(stack.sandbox_frontend);
  });
});
