import type { Kysely } from 'kysely';
import { CONTENT_LANGUAGES, type Texts } from '../../services/content-language.ts';
import { CLASSIC_ASSET_TYPES, moduleAssetTypeId } from '../demo/catalogue.ts';
import { DEMO_MODULES } from '../demo/modules.ts';

/**
 * The demo catalogue's step 3 names, as the seed wrote them before this migration: 'Tank' next to 'Tanks',
 * 'Gas tanks' and 'Norea liquid tanks', 'Silo' next to 'Silos', 'Beehive' next to 'Beehives', 'Counters'
 * next to 'B-Meters meters'. Frozen here: they are what an existing database holds.
 */
const PREVIOUS_NAMES: Record<string, Texts> = {
  cuve: {
    fr: 'Cuve',
    en: 'Tank',
    de: 'Tank',
    nl: 'Tank',
    it: 'Serbatoio',
    es: 'Depósito',
    pt: 'Tanque',
  },
  silo: {
    fr: 'Silo',
    en: 'Silo',
    de: 'Silo',
    nl: 'Silo',
    it: 'Silo',
    es: 'Silo',
    pt: 'Silo',
  },
  GNC_BMTR: {
    fr: 'Compteurs B-Meters',
    en: 'B-Meters meters',
    de: 'B-Meters-Zähler',
    nl: 'B-Meters-meters',
    it: 'Contatori B-Meters',
    es: 'Contadores B-Meters',
    pt: 'Contadores B-Meters',
  },
  GNC_BSTRM: {
    fr: 'Récupérateurs de chaleur',
    en: 'Heat recovery units',
    de: 'Wärmerückgewinnungsanlagen',
    nl: 'Warmteterugwinningsunits',
    it: 'Recuperatori di calore',
    es: 'Recuperadores de calor',
    pt: 'Recuperadores de calor',
  },
  GNC_BSTRM_3: {
    fr: 'Récupérateurs de chaleur à trois entrées',
    en: 'Three-inlet heat recovery units',
    de: 'Wärmerückgewinnungsanlagen mit drei Eingängen',
    nl: 'Warmteterugwinningsunits met drie ingangen',
    it: 'Recuperatori di calore a tre ingressi',
    es: 'Recuperadores de calor de tres entradas',
    pt: 'Recuperadores de calor de três entradas',
  },
  GNC_CHMRC: {
    fr: 'Stations de retraitement',
    en: 'Reprocessing plants',
    de: 'Aufbereitungsanlagen',
    nl: 'Opwerkingsinstallaties',
    it: 'Impianti di ritrattamento',
    es: 'Plantas de reprocesamiento',
    pt: 'Estações de reprocessamento',
  },
  GNC_CNT: {
    fr: 'Compteurs',
    en: 'Counters',
    de: 'Zähler',
    nl: 'Tellers',
    it: 'Contatori',
    es: 'Contadores',
    pt: 'Contadores',
  },
  GNC_EMPT: {
    fr: 'Module générique vierge',
    en: 'Blank generic module',
    de: 'Leeres generisches Modul',
    nl: 'Lege generieke module',
    it: 'Modulo generico vuoto',
    es: 'Módulo genérico en blanco',
    pt: 'Módulo genérico em branco',
  },
  GNC_GAS: {
    fr: 'Citernes de gaz',
    en: 'Gas tanks',
    de: 'Gastanks',
    nl: 'Gastanks',
    it: 'Serbatoi di gas',
    es: 'Depósitos de gas',
    pt: 'Reservatórios de gás',
  },
  GNC_H2: {
    fr: "Conteneurs d'hydrogène",
    en: 'Hydrogen containers',
    de: 'Wasserstoffbehälter',
    nl: 'Waterstofcontainers',
    it: 'Contenitori di idrogeno',
    es: 'Contenedores de hidrógeno',
    pt: 'Contentores de hidrogénio',
  },
  GNC_HIVE: {
    fr: 'Ruches',
    en: 'Beehives',
    de: 'Bienenstöcke',
    nl: 'Bijenkasten',
    it: 'Arnie',
    es: 'Colmenas',
    pt: 'Colmeias',
  },
  GNC_NETWORK: {
    fr: 'Équipements réseau',
    en: 'Network equipment',
    de: 'Netzwerkgeräte',
    nl: 'Netwerkapparatuur',
    it: 'Apparati di rete',
    es: 'Equipos de red',
    pt: 'Equipamentos de rede',
  },
  GNC_NOREA: {
    fr: 'Cuves Norea',
    en: 'Norea liquid tanks',
    de: 'Norea-Flüssigkeitstanks',
    nl: 'Norea-vloeistoftanks',
    it: 'Serbatoi per liquidi Norea',
    es: 'Depósitos de líquidos Norea',
    pt: 'Tanques de líquidos Norea',
  },
  GNC_PRESSURE: {
    fr: 'Pression de cuve',
    en: 'Tank pressure',
    de: 'Tankdruck',
    nl: 'Tankdruk',
    it: 'Pressione del serbatoio',
    es: 'Presión del depósito',
    pt: 'Pressão do tanque',
  },
  GNC_SCLN: {
    fr: 'Stations de dilution',
    en: 'Dilution plants',
    de: 'Verdünnungsanlagen',
    nl: 'Verdunningsinstallaties',
    it: 'Impianti di diluizione',
    es: 'Plantas de dilución',
    pt: 'Estações de diluição',
  },
  GNC_SILO: {
    fr: 'Silos',
    en: 'Silos',
    de: 'Silos',
    nl: "Silo's",
    it: 'Silos',
    es: 'Silos',
    pt: 'Silos',
  },
  GNC_TANK: {
    fr: 'Cuves',
    en: 'Tanks',
    de: 'Tanks',
    nl: 'Tanks',
    it: 'Serbatoi',
    es: 'Depósitos',
    pt: 'Tanques',
  },
};

/** The demo asset types this migration renames, with the names the seed now writes (demo/catalogue.ts, demo/modules.ts). */
function renamed() {
  const types = [
    ...CLASSIC_ASSET_TYPES.map((type) => ({ key: type.key, id: type.id, idModule: null, name: type.value })),
    ...DEMO_MODULES.map((module) => ({
      key: module.key,
      id: moduleAssetTypeId(module.id),
      idModule: module.id,
      name: module.name,
    })),
  ];
  return types.flatMap((type) => {
    const previous = PREVIOUS_NAMES[type.key];
    return previous ? [{ ...type, previous }] : [];
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
async function rename(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  for (const type of renamed()) {
    for (const language of CONTENT_LANGUAGES) {
      const [from, to] =
        direction === 'up'
          ? [type.previous[language], type.name[language]]
          : [type.name[language], type.previous[language]];
      await db
        .updateTable('asset_type_texts')
        .set({ value: to })
        .where('id_referential', '=', type.id)
        .where('language', '=', language)
        .where('value', '=', from)
        .execute();
      if (type.idModule === null) continue;
      await db
        .updateTable('module_texts')
        .set({ name: to })
        .where('id_module', '=', type.idModule)
        .where('language', '=', language)
        .where('name', '=', from)
        .execute();
    }
  }
}

/**
 * Step 3 names that cannot be confused, in every language (spec §2 Step 3): the demo's own asset types and
 * modules get the seed's new names. A fresh database gets them from the seed, which runs after this. In a
 * database seeded before, a text changes only when both its id and its previous demo name match, so a real
 * catalogue that reuses those ids, or a name someone changed since, is left alone. Keys and GNC codes stay.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, 'up');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, 'down');
}
