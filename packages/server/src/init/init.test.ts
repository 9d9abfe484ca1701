import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from './cli';

// The skeletons `create-next-app` (App Router, TypeScript) and `create-vite --template react-ts` write, as far
// as init looks at them: no network generator runs here.
const nextSkeleton = {
  'package.json': JSON.stringify({
    name: 'my-app',
    scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
    dependencies: { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' },
    devDependencies: { typescript: '^5', '@types/react': '^19' },
  }),
  'app/layout.tsx': 'export default function RootLayout({ children }) { return children; }\n',
  'app/page.tsx': 'export default function Home() { return <main />; }\n',
  'next.config.ts': 'export default {};\n',
};
const viteSkeleton = {
  'package.json': JSON.stringify({
    name: 'my-vite-app',
    scripts: { dev: 'vite', build: 'tsc -b && vite build' },
    dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' },
    devDependencies: { vite: '^8.0.0', '@vitejs/plugin-react': '^6.0.0', typescript: '~5.9.3' },
  }),
  'index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
  'src/main.tsx': "import App from './App';\n",
  'src/App.tsx': 'export default function App() { return null; }\n',
};

const dirs: string[] = [];
function app(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'veriframe-init-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const example = (path: string) =>
  readFileSync(new URL(`../../../../examples/next-minimal/${path}`, import.meta.url), 'utf8');

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('veriframe init', () => {
  it('writes the short path into a create-next-app skeleton and says what to set', () => {
    const dir = app(nextSkeleton);
    const { code, out } = run('init', dir);
    expect(code).toBe(0);
    expect(out).toContain('Next.js App Router');
    for (const path of ['proxy.ts', 'instrumentation.ts', 'app/verify/page.tsx']) expect(out).toContain(path);
    expect(out).toContain('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL');
    expect(out).toContain('VERIFRAME_WEBHOOK_SECRET');
    // Fail closed until the app names its person: the written identify lets nobody through.
    expect(read(dir, 'proxy.ts')).toMatch(/identify: \(request\) => \{[\s\S]*return null;/);
    // The same files as the tested example (examples/next-minimal), but its own sign-in.
    expect(read(dir, 'app/verify/page.tsx')).toBe(example('app/verify/page.tsx'));
    expect(read(dir, 'instrumentation.ts')).toBe(example('instrumentation.ts'));
  });

  it('never overwrites without --force: writes nothing and names what exists', () => {
    const dir = app({ ...nextSkeleton, 'proxy.ts': '// mine\n' });
    const refused = run('init', dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('proxy.ts');
    expect(read(dir, 'proxy.ts')).toBe('// mine\n');
    expect(() => read(dir, 'instrumentation.ts')).toThrow();
    expect(run('init', '--force', dir).code).toBe(0);
    expect(read(dir, 'proxy.ts')).toContain('veriframeProxy');
  });

  it('puts the files under src/ when the app directory is there', () => {
    const { 'app/layout.tsx': layout, 'app/page.tsx': page, ...rest } = nextSkeleton;
    const dir = app({ ...rest, 'src/app/layout.tsx': layout, 'src/app/page.tsx': page });
    expect(run('init', dir).code).toBe(0);
    expect(read(dir, 'src/proxy.ts')).toContain('veriframeProxy');
    expect(read(dir, 'src/app/verify/page.tsx')).toContain('useHostedVerification');
  });

  it('writes the proxy server and a page component into a create-vite react-ts skeleton', () => {
    const dir = app(viteSkeleton);
    const { code, out } = run('init', dir);
    expect(code).toBe(0);
    expect(out).toContain('Vite + React');
    expect(read(dir, 'veriframe-server.mjs')).toContain('assertProxyConfig(options)');
    expect(read(dir, 'src/Verify.tsx')).toContain('configFromEnv(import.meta.env)');
  });

  it('refuses what it cannot do, saying why', () => {
    const pages = app({ ...nextSkeleton, 'app/layout.tsx': '' });
    rmSync(join(pages, 'app'), { recursive: true });
    expect(run('init', pages).err).toContain('App Router');
    const old = app({ 'package.json': JSON.stringify({ dependencies: { next: '^15.5.0', react: '19' } }) });
    expect(run('init', old).err).toContain('Next.js 16');
    expect(run('init', app({ 'package.json': '{}' })).err).toContain('not a Next.js or Vite React app');
    expect(run('init', '--yes').code).toBe(2);
    expect(run('setup').code).toBe(2);
  });
});
