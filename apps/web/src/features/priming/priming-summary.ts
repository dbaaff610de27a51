import type { TFunction } from 'i18next';
import { primedTime, tagOf } from './primed-time.ts';
import type { PrimingPart, PrimingStatus } from './priming-status.ts';

const PART_KEYS = {
  customers: 'priming.part_customers',
  devices: 'priming.part_devices',
  reference: 'priming.part_reference',
  images: 'priming.part_images',
  scanner: 'priming.part_scanner',
} as const satisfies Record<PrimingPart, string>;

function size(bytes: number, language: string | undefined): string {
  return new Intl.NumberFormat(tagOf(language), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

/**
 * The status line of the app bar menu (docs/decisions/0012-offline-priming.md): "Ready for offline, updated
 * HH:MM" with what it holds, or what is missing, or the progress of a priming under way.
 */
export function primingSummary(status: PrimingStatus, t: TFunction, language: string | undefined): string[] {
  if (status.running && status.progress) {
    return [t('priming.running', { done: status.progress.done, total: status.progress.total })];
  }
  if (status.attempted_at === null) return [t('priming.never')];
  const lines: string[] = [];
  if (status.missing.length > 0) {
    const parts = status.missing.map((part) => t(PART_KEYS[part])).join(', ');
    lines.push(t('priming.missing', { parts }));
    if (status.ready_at) lines.push(t('priming.last_ready', { time: primedTime(status.ready_at, language) }));
  } else if (status.ready_at) {
    lines.push(t('priming.ready', { time: primedTime(status.ready_at, language) }));
  }
  if (!status.missing.includes('customers')) {
    lines.push(
      t(status.customers_truncated ? 'priming.customers_recent' : 'priming.customers_all', {
        count: status.customers,
      }),
    );
  }
  if (status.scanner_on_demand && !status.missing.includes('scanner'))
    lines.push(t('priming.scanner_on_demand'));
  if (status.bytes !== null) lines.push(t('priming.size', { size: size(status.bytes, language) }));
  if (status.persisted === false) lines.push(t('priming.not_persisted'));
  return lines;
}
