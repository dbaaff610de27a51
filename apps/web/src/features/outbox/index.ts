export {
  loadOutbox,
  onDelivered,
  outboxRecords,
  submit,
  subscribeOutbox,
} from './outbox.ts';
export type { AttemptCall, OutboxItem } from './outbox-item.ts';
export { isAttemptCall } from './outbox-item.ts';
export { QueuedInstallation } from './queued-installation.tsx';
export { returnToRefusedStep } from './take-back.ts';
export { useOutboxItems, useQueuedInstallation } from './use-outbox.ts';
