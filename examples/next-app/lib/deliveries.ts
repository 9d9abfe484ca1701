// The webhook deliveries this server received and verified, in memory: a real app writes them to its
// database (and marks the user verified there).
export type DeliveryKind = 'vx' | 'document' | 'vpin';

const received: { kind: DeliveryKind; payload: unknown }[] = [];

export const deliveries = {
  record(kind: DeliveryKind, payload: unknown): void {
    received.push({ kind, payload });
  },
  list(): readonly { kind: DeliveryKind; payload: unknown }[] {
    return received;
  },
};
