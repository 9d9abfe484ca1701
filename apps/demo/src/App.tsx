import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Layout } from './layout/Layout';
import { routes } from './layout/routes';
import { useHashRoute } from './layout/useHashRoute';
import { AgeCheckPage } from './pages/AgeCheckPage';
import { DocumentModalPage } from './pages/DocumentModalPage';
import { EventLogPage } from './pages/EventLogPage';
import { HostedPage } from './pages/HostedPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OverviewPage } from './pages/OverviewPage';
import { QuizPage } from './pages/QuizPage';
import { usePersonState } from './people/usePerson';

// Loaded on demand: the previewer stays out of the other pages' bundle.
const StylePreviewerPage = lazy(async () => ({
  default: (await import('./pages/StylePreviewerPage')).StylePreviewerPage,
}));

const pages: Record<string, ComponentType> = {
  '': OverviewPage,
  document: DocumentModalPage,
  hosted: HostedPage,
  quiz: QuizPage,
  age: AgeCheckPage,
  events: EventLogPage,
  styles: StylePreviewerPage,
};

export function App() {
  const path = useHashRoute();
  const Page = pages[path] ?? NotFoundPage;
  const label = routes.find((r) => r.path === path)?.label;
  const person = usePersonState();
  const first = useRef(true);
  useEffect(() => {
    document.title = label ? `${label} · Veriframe demo` : 'Veriframe demo';
    // On navigation (not on first load) focus moves to the new page, as a screen reader user expects.
    if (first.current) first.current = false;
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [label]);
  return (
    <Layout routes={routes} active={path}>
      {person.status === 'signed-in' ? (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          {/* Keyed on the person: switching person drops the other's session, modal and results. */}
          <Page key={person.person.id} />
        </Suspense>
      ) : person.status === 'failed' ? (
        <p className="notice error">The demo could not sign in: {person.message}</p>
      ) : (
        <p className="muted">Signing in…</p>
      )}
    </Layout>
  );
}
