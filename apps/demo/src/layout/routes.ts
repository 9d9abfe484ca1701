/** The demo's pages, in navigation order. */
export interface RouteInfo {
  path: string;
  label: string;
  description: string;
}

export const routes: RouteInfo[] = [
  { path: '', label: 'Overview', description: 'What this demo shows and how it is wired.' },
  { path: 'document', label: 'Document modal', description: 'Scan a document in the embedded modal.' },
  { path: 'hosted', label: 'Hosted verification', description: 'A VX session in an iframe or a dialog.' },
  { path: 'quiz', label: 'Knowledge quiz', description: 'AgeMatch5.0.KBA with its 90-second quiz.' },
  { path: 'age', label: 'Age check', description: 'AgeMatch5.0 through the gateway.' },
  { path: 'styles', label: 'Style previewer', description: 'Build the styles and resultMessages objects.' },
  { path: 'events', label: 'Event log', description: 'Every callback, message and webhook.' },
];
