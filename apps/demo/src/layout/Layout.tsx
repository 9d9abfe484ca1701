import { type ReactNode, useEffect, useState } from 'react';
import { useStreamState } from '../events/useEvents';
import { PersonChangedNotice } from '../people/PersonChangedNotice';
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
  // On a phone the navigation (and who is signed in) sits behind a menu button; a page change closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [active]);
  return (
    <div className="app" data-menu-open={menuOpen || undefined}>
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
            <span className="stream-text">{streamText[stream]}</span>
          </output>
          <button
            type="button"
            className="menu-button button secondary small"
            aria-expanded={menuOpen}
            aria-controls="demo-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        </div>
      </header>
      {/* Any tap on a page link closes the phone menu, the current page's too (no page change to close it). */}
      <nav
        className="nav"
        id="demo-nav"
        aria-label="Demo pages"
        onClick={(event) => (event.target as Element).closest('a') && setMenuOpen(false)}
      >
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
        {/* First in the page's own column, and stuck to the top while the person scrolls: it must be seen. */}
        <PersonChangedNotice />
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
