export {
  loadOutbox,
  onDelivered,
  outboxItems,
  outboxRecords,
  startOutbox,
  submit,
  subscribeOutbox,
} from './outbox.ts';
export { OutboxButton } from './outbox-button.tsx';
export type { AttemptCall, OutboxItem } from './outbox-item.ts';
export { isAttemptCall } from './outbox-item.ts';
export { QueuedInstallation } from './queued-installation.tsx';
export { returnToRefusedStep } from './take-back.ts';
export { useOutboxItems, useQueuedInstallation } from './use-outbox.ts';
