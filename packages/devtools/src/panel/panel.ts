// The panel: a floating button (with the number of findings) that opens four tabs. Plain DOM in a shadow root,
// so it works in any page and the page's styles do not touch it. Loaded only when the panel is mounted.
import type { DevtoolsRecorder, DevtoolsSnapshot } from '../recorder';
import { h } from './dom';
import { panelStyles } from './styles';
import { doctorTab, flowsTab, messagesTab, proxyTab } from './tabs';

const tabs = [
  { id: 'doctor', label: 'Doctor', render: doctorTab },
  { id: 'flows', label: 'Flows', render: flowsTab },
  { id: 'messages', label: 'Messages', render: messagesTab },
  { id: 'proxy', label: 'Proxy calls', render: proxyTab },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** Renders the panel into `host` (its shadow root); returns the function that removes it. */
// long: one closure over the panel's state (open, active tab) and its shadow root; each handler inside is short
export const renderPanel = (host: HTMLElement, recorder: DevtoolsRecorder): (() => void) => {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let active: TabId = 'doctor';
  let open = false;

  const badge = h('span', { class: 'vfd-badge', hidden: true });
  const toggle = h(
    'button',
    { type: 'button', class: 'vfd-toggle', 'aria-expanded': 'false', 'aria-controls': 'vfd-panel' },
    'Veriframe devtools',
    badge,
  );
  const body = h('div', { class: 'vfd-body', role: 'tabpanel', tabindex: '0' });
  const tabButtons = tabs.map((tab) =>
    h(
      'button',
      { type: 'button', role: 'tab', id: `vfd-tab-${tab.id}`, 'aria-controls': 'vfd-body' },
      tab.label,
    ),
  );
  body.id = 'vfd-body';
  const close = h('button', { type: 'button', 'aria-label': 'Close Veriframe devtools' }, 'Close');
  const panel = h(
    'section',
    { class: 'vfd-panel', id: 'vfd-panel', role: 'dialog', 'aria-label': 'Veriframe devtools', hidden: true },
    h('div', { class: 'vfd-head' }, h('h2', {}, 'Veriframe devtools'), close),
    h('div', { class: 'vfd-tabs', role: 'tablist', 'aria-label': 'Devtools views' }, ...tabButtons),
    body,
  );

  const render = (snapshot: DevtoolsSnapshot = recorder.getSnapshot()) => {
    const count = snapshot.findings.length;
    badge.hidden = count === 0;
    badge.textContent = String(count);
    badge.setAttribute('aria-label', `${count} ${count === 1 ? 'finding' : 'findings'}`);
    tabs.forEach((tab, i) => {
      const button = tabButtons[i] as HTMLElement;
      const selected = tab.id === active;
      button.setAttribute('aria-selected', String(selected));
      button.tabIndex = selected ? 0 : -1;
      button.textContent = tab.id === 'doctor' && count > 0 ? `${tab.label} (${count})` : tab.label;
      if (selected) body.setAttribute('aria-labelledby', button.id);
    });
    if (open) {
      const scroll = body.scrollTop;
      body.replaceChildren((tabs.find((t) => t.id === active) ?? tabs[0]).render(snapshot));
      body.scrollTop = scroll;
    }
  };
  const setOpen = (next: boolean) => {
    open = next;
    panel.hidden = !next;
    toggle.setAttribute('aria-expanded', String(next));
    render();
  };
  const select = (index: number, focus: boolean) => {
    const tab = tabs[(index + tabs.length) % tabs.length] ?? tabs[0];
    active = tab.id;
    render();
    if (focus) root.getElementById(`vfd-tab-${tab.id}`)?.focus();
  };

  toggle.addEventListener('click', () => setOpen(!open));
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });
  tabButtons.forEach((button, i) => {
    button.addEventListener('click', () => select(i, false));
    // The tablist pattern: arrows move between tabs, Home and End to the ends.
    button.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: i + 1,
        ArrowLeft: i - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const to = moves[event.key];
      if (to === undefined) return;
      event.preventDefault();
      select(to, true);
    });
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  });

  const style = document.createElement('style');
  style.textContent = panelStyles;
  const container = h('div', { class: 'vfd' }, toggle, panel);
  root.replaceChildren(style, container);
  // One render per burst of events (a flow may publish several snapshots in one task).
  let queued = false;
  const stop = recorder.subscribe(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      render();
    });
  });
  render();
  return () => {
    stop();
    root.replaceChildren();
  };
};
