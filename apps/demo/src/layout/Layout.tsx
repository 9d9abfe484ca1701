import type { ReactNode } from 'react';
import { useStreamState } from '../events/useEvents';
import { PersonSwitcher } from '../people/PersonSwitcher';
import { SandboxToolbar } from '../sandbox/SandboxToolbar';
import type { RouteInfo } from './routes';

const streamText = { connecting: 'Connecting to events…', live: 'Events live', offline: 'Events offline' };

/** Page frame: skip link, banner with the navigation, the main region and a footer. */
export function Layout({
  routes,
  active,
  children,
}: {
  routes: RouteInfo[];
  active: string;
  children: ReactNode;
}) {
  const stream = useStreamState();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="banner">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            V
          </span>
          <span className="brand-name">Veriframe</span>
          <span className="brand-tag">demo on the local sandbox</span>
        </div>
        <div className="banner-end">
          <PersonSwitcher />
          <output className={`stream stream-${stream}`} aria-live="polite">
            <span className="dot" aria-hidden="true" />
            {streamText[stream]}
          </output>
        </div>
      </header>
      <nav className="nav" aria-label="Demo pages">
        <ul>
          {routes.map((route) => (
            <li key={route.path}>
              <a href={`#/${route.path}`} aria-current={route.path === active ? 'page' : undefined}>
                {route.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SandboxToolbar />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <p>
          Everything here runs locally: the sandbox emulates the service, the proxy holds the credentials, the
          browser holds none.
        </p>
      </footer>
    </div>
  );
}
