// `veriframe init`: writes the short path's files into an existing Next.js (App Router) or Vite app.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { nextInstrumentation, nextProxy, type TemplateFile, verifyPage, viteServer } from './templates';

/** The app kinds `init` knows. */
export type AppKind = 'next' | 'vite';

/** What `init` did, or why it did nothing. */
export type InitResult =
  | { ok: true; kind: AppKind; written: string[]; env: string[]; next: string[] }
  | { ok: false; problem: string; existing?: string[] };

/** The variables each kind's server needs (docs/guide/production.md lists them all). */
const serverEnv = [
  'VERIFRAME_BASE_URL, VERIFRAME_AUTH_URL, VERIFRAME_VX_URL, VERIFRAME_VX_BACKEND_URL, VERIFRAME_REPORTING_URL',
  'VERIFRAME_USER, VERIFRAME_PASS, VERIFRAME_VX_CLIENT_ID, VERIFRAME_VX_CLIENT_SECRET, VERIFRAME_VX_AUDIENCE',
  'VERIFRAME_AUDIT_USER, VERIFRAME_AUDIT_PASS, VERIFRAME_VPIN_TOKEN, VERIFRAME_WEBHOOK_SECRET',
  '(none in development: VERIFRAME_ENV=development uses the local sandbox, npx veriframe-sandbox)',
];

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

function readPackage(dir: string): PackageJson | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The major version a range names (`^16.1.0`, `16.4.6`, `~15`), or undefined (`latest`, a tag, a URL). */
const majorOf = (range: string | undefined) => Number(/^\D*(\d+)/.exec(range ?? '')?.[1] ?? Number.NaN);

/** Which app `dir` holds and the files it gets, or why none. */
export function planFor(dir: string): { kind: AppKind; files: TemplateFile[]; next: string[] } | string {
  const pkg = readPackage(dir);
  if (!pkg) return `no package.json in ${dir}: run it in your app's folder`;
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  if (deps.next) {
    const major = majorOf(deps.next);
    if (major < 16)
      return `next ${deps.next}: the short path needs Next.js 16 (proxy.ts); see the full guide`;
    const appDir = ['app', 'src/app'].find((path) => existsSync(join(dir, path)));
    if (!appDir) return 'no app/ or src/app/ folder: the short path needs the App Router';
    const root = appDir === 'src/app' ? 'src/' : '';
    return {
      kind: 'next',
      files: [
        { path: `${root}proxy.ts`, text: nextProxy },
        { path: `${root}instrumentation.ts`, text: nextInstrumentation },
        { path: `${appDir}/verify/page.tsx`, text: verifyPage('next') },
      ],
      next: [
        `${root}proxy.ts: make identify return { id } of your signed-in person`,
        'NEXT_PUBLIC_VERIFRAME_FRONTEND_URL=<the service frontend origin> for next build and next start',
        'open /verify',
      ],
    };
  }
  if (deps.vite && deps.react) {
    return {
      kind: 'vite',
      files: [
        { path: 'veriframe-server.mjs', text: viteServer },
        { path: 'src/Verify.tsx', text: verifyPage('vite') },
      ],
      next: [
        'veriframe-server.mjs: make identify return { id } of your signed-in person; run node veriframe-server.mjs',
        "vite.config.ts: server: { proxy: { '/api/veriframe': 'http://127.0.0.1:8787' } }",
        'render <VerifyPage /> from src/Verify.tsx where people verify',
        'VITE_VERIFRAME_FRONTEND_URL=<the service frontend origin> for vite build; the CSP: docs/guide/vite.md',
      ],
    };
  }
  return 'neither next nor vite with react in package.json: not a Next.js or Vite React app';
}

/**
 * Writes the short path's files into the app in `dir`. Never overwrites: when any file exists, writes none
 * and names them, unless `force`.
 */
export function init(dir: string, { force = false }: { force?: boolean } = {}): InitResult {
  const plan = planFor(dir);
  if (typeof plan === 'string') return { ok: false, problem: plan };
  const existing = plan.files.map((file) => file.path).filter((path) => existsSync(join(dir, path)));
  if (existing.length > 0 && !force)
    return { ok: false, problem: 'these files exist; nothing was written (--force replaces them)', existing };
  for (const file of plan.files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
  }
  return {
    ok: true,
    kind: plan.kind,
    written: plan.files.map((f) => f.path),
    env: serverEnv,
    next: plan.next,
  };
}
