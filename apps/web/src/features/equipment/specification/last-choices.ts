import { liveSession } from '../../../lib/session.ts';
import { createPersistedStore } from '../../../lib/persisted-store.ts';

/**
 * The specification block's last choices on this phone (liquid per asset type, localisation, monitoring):
 * an installer who fits the same kind of tank all week starts each form where the last one ended, every
 * value shown and still editable. They belong to one installer: another one signing in on the phone starts
 * from empty selects, and the previous installer's choices are forgotten.
 */
export interface LastChoices {
  version: 1;
  id_installer: number | null;
  /** By asset type key: a tank's liquids are not a silo's contents nor a hive's honey types (spec §7). */
  liquid: Record<string, string>;
  localisation: string;
  monitoring: string;
}

const empty = (): LastChoices => ({
  version: 1,
  id_installer: null,
  liquid: {},
  localisation: '',
  monitoring: '',
});

const text = (value: unknown): string => (typeof value === 'string' && value.length <= 20 ? value : '');

const lastChoicesStore = createPersistedStore<LastChoices>('installer.last_choices', empty, (stored) => {
  const kept = stored as Partial<LastChoices> | null;
  if (kept?.version !== 1 || typeof kept.id_installer !== 'number') return null;
  const liquid = typeof kept.liquid === 'object' && kept.liquid !== null ? kept.liquid : {};
  return {
    version: 1,
    id_installer: kept.id_installer,
    liquid: Object.fromEntries(Object.entries(liquid).map(([key, value]) => [key, text(value)])),
    localisation: text(kept.localisation),
    monitoring: text(kept.monitoring),
  };
});

function currentInstaller(): number | null {
  return liveSession()?.installer.id_installer ?? null;
}

/** The signed-in installer's last choices; another installer's are forgotten on the way. */
export function lastChoices(): LastChoices {
  const stored = lastChoicesStore.get();
  const installer = currentInstaller();
  if (stored.id_installer !== null && stored.id_installer !== installer) lastChoicesStore.reset();
  return stored.id_installer === installer ? stored : empty();
}

/** What the installer chose in a specification block Next accepted, for asset type `typeKey`. */
export function rememberChoices(
  typeKey: string,
  choice: { id_liquid_type: number; id_localisation_type: number; index_monitoring_type: number },
): void {
  const installer = currentInstaller();
  if (installer === null) return;
  const previous = lastChoices();
  lastChoicesStore.set({
    version: 1,
    id_installer: installer,
    liquid: { ...previous.liquid, [typeKey]: String(choice.id_liquid_type) },
    localisation: String(choice.id_localisation_type),
    monitoring: String(choice.index_monitoring_type),
  });
}
