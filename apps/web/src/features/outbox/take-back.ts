import { wizardStore } from '../../wizard-core/wizard-store.ts';
import { discardItem } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';

/**
 * docs/decisions/0002-outbox.md: a refused installation comes back to the installer with their data. The wizard is put back as it
 * was when they pressed Next on step 4 (every field, the address, the equipment form's draft), the refused
 * item leaves the outbox, and Next sends the corrected form as a new installation.
 */
export async function takeBackForCorrection(item: OutboxItem): Promise<void> {
  if (item.wizard) wizardStore.set({ ...item.wizard, step: 'equipment' });
  await discardItem(item.seq);
}
