// A flow's snapshot read as one state label and a short detail, whatever the flow: the timeline's rows.

/** What people call each flow of core (class names as development builds keep them). */
const flowLabels: Record<string, string> = {
  HostedVerificationObserver: 'Hosted verification',
  HostedFrame: 'Hosted frame',
  DocumentModalFlow: 'Document modal',
  DocumentVerificationFlow: 'Document modal and hand-off',
  DocumentStatusObserver: 'Document status',
  KnowledgeQuizFlow: 'Quiz',
  AgeCheckFlow: 'Age check',
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The flow a snapshot's fields tell (a production build renames the classes). */
const labelByShape = (snapshot: Loose): string | undefined => {
  if ('expiredLink' in snapshot) return flowLabels.HostedFrame;
  if ('pageMessage' in snapshot) return flowLabels.HostedVerificationObserver;
  if ('handoff' in snapshot) return flowLabels.DocumentVerificationFlow;
  if ('lastEvent' in snapshot) return flowLabels.DocumentModalFlow;
  if ('answers' in snapshot) return flowLabels.KnowledgeQuizFlow;
  if ('verdict' in snapshot) return flowLabels.AgeCheckFlow;
  if ('outcome' in snapshot && 'isLoading' in snapshot) return flowLabels.DocumentStatusObserver;
  return undefined;
};

/** The name shown for a flow: by its class, else by its snapshot's fields, else the class name as it is. */
export const flowLabel = (flowName: string, snapshot?: unknown): string =>
  flowLabels[flowName] ?? (isObject(snapshot) ? labelByShape(snapshot) : undefined) ?? flowName;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The state a snapshot is in: its `phase` or `state`, else what the fields say (the document status). */
export const stateOf = (snapshot: unknown): string => {
  if (!isObject(snapshot)) return String(snapshot);
  const named = str(snapshot.phase) ?? str(snapshot.state);
  if (named) return named;
  if ('expiredLink' in snapshot) return snapshot.expiredLink ? 'link-expired' : 'watching';
  if (snapshot.isLoading === true) return 'loading';
  if (snapshot.error) return 'error';
  if (isObject(snapshot.outcome)) return `outcome ${str(snapshot.outcome.status) ?? ''}`.trim();
  if (isObject(snapshot.status)) return `status ${str(snapshot.status.status) ?? ''}`.trim();
  return 'waiting';
};

/** The error a snapshot carries, as `Name: message` (a ScriptLoadError, a ProxyError…). */
export const errorOf = (snapshot: unknown): Error | undefined =>
  isObject(snapshot) && snapshot.error instanceof Error ? snapshot.error : undefined;

/** A short detail beside the state: the error, the page's message, the last vendor event, the problem. */
export const detailOf = (snapshot: unknown): string => {
  if (!isObject(snapshot)) return '';
  const parts: string[] = [];
  const error = errorOf(snapshot);
  if (error) {
    const code = str((error as Error & { code?: unknown }).code);
    parts.push(`${error.name}${code ? ` ${code}` : ''}: ${error.message}`);
  }
  if (isObject(snapshot.problem) && str(snapshot.problem.kind))
    parts.push(`problem ${snapshot.problem.kind}`);
  if (str(snapshot.pageMessage)) parts.push(`page said ${snapshot.pageMessage}`);
  if (str(snapshot.provisional)) parts.push(`service ${snapshot.provisional}`);
  if (isObject(snapshot.lastEvent) && str(snapshot.lastEvent.type))
    parts.push(`event ${snapshot.lastEvent.type}`);
  return parts.join(' · ');
};
