import type { Kysely } from 'kysely';

/** The content languages when this migration was made, frozen with the names below. */
const LANGUAGES = ['fr', 'en', 'de', 'nl', 'it', 'es', 'pt'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;

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

/**
 * The demo asset types and modules this migration renames (the asset type's id, the module's, or null for a
 * classic type), with the names the seed wrote from then on (db/demo/catalogue.ts, db/demo/modules.ts as they
 * stood). Frozen like the previous names: what the migration writes must not follow later demo data.
 */
const RENAMED: Record<string, { id: number; idModule: number | null; name: Texts }> = {
  cuve: {
    id: 1,
    idModule: null,
    name: {
      fr: 'Cuve (capteur de niveau)',
      en: 'Tank (level sensor)',
      de: 'Tank (Füllstandssensor)',
      nl: 'Tank (niveausensor)',
      it: 'Serbatoio (sensore di livello)',
      es: 'Depósito (sensor de nivel)',
      pt: 'Tanque (sensor de nível)',
    },
  },
  silo: {
    id: 2,
    idModule: null,
    name: {
      fr: 'Silo (capteur de niveau)',
      en: 'Silo (level sensor)',
      de: 'Silo (Füllstandssensor)',
      nl: 'Silo (niveausensor)',
      it: 'Silo (sensore di livello)',
      es: 'Silo (sensor de nivel)',
      pt: 'Silo (sensor de nível)',
    },
  },
  GNC_BMTR: {
    id: 103,
    idModule: 3,
    name: {
      fr: "Compteur d'eau B-Meters",
      en: 'B-Meters water meter',
      de: 'B-Meters-Wasserzähler',
      nl: 'B-Meters-watermeter',
      it: "Contatore d'acqua B-Meters",
      es: 'Contador de agua B-Meters',
      pt: 'Contador de água B-Meters',
    },
  },
  GNC_BSTRM: {
    id: 104,
    idModule: 4,
    name: {
      fr: 'Récupérateur de chaleur, une entrée',
      en: 'Heat recovery unit, one inlet',
      de: 'Wärmerückgewinnung, ein Eingang',
      nl: 'Warmteterugwinning, één ingang',
      it: 'Recuperatore di calore, un ingresso',
      es: 'Recuperador de calor, una entrada',
      pt: 'Recuperador de calor, uma entrada',
    },
  },
  GNC_BSTRM_3: {
    id: 105,
    idModule: 5,
    name: {
      fr: 'Récupérateur de chaleur, trois entrées',
      en: 'Heat recovery unit, three inlets',
      de: 'Wärmerückgewinnung, drei Eingänge',
      nl: 'Warmteterugwinning, drie ingangen',
      it: 'Recuperatore di calore, tre ingressi',
      es: 'Recuperador de calor, tres entradas',
      pt: 'Recuperador de calor, três entradas',
    },
  },
  GNC_CHMRC: {
    id: 106,
    idModule: 6,
    name: {
      fr: 'Station de retraitement',
      en: 'Reprocessing plant',
      de: 'Aufbereitungsanlage',
      nl: 'Opwerkingsinstallatie',
      it: 'Impianto di ritrattamento',
      es: 'Planta de reprocesamiento',
      pt: 'Estação de reprocessamento',
    },
  },
  GNC_CNT: {
    id: 107,
    idModule: 7,
    name: {
      fr: 'Compteur à impulsions',
      en: 'Pulse counter',
      de: 'Impulszähler',
      nl: 'Pulsteller',
      it: 'Contatore a impulsi',
      es: 'Contador de pulsos',
      pt: 'Contador de impulsos',
    },
  },
  GNC_EMPT: {
    id: 109,
    idModule: 9,
    name: {
      fr: 'Module vierge (sans modèle)',
      en: 'Blank module (no preset model)',
      de: 'Leeres Modul (ohne Modell)',
      nl: 'Lege module (zonder model)',
      it: 'Modulo vuoto (senza modello)',
      es: 'Módulo en blanco (sin modelo)',
      pt: 'Módulo em branco (sem modelo)',
    },
  },
  GNC_GAS: {
    id: 110,
    idModule: 10,
    name: {
      fr: 'Citerne de GPL ou de gaz industriel',
      en: 'LPG or industrial gas tank',
      de: 'Flüssiggas- oder Industriegastank',
      nl: 'Tank voor lpg of industrieel gas',
      it: 'Serbatoio di GPL o gas industriale',
      es: 'Depósito de GLP o gas industrial',
      pt: 'Reservatório de GPL ou gás industrial',
    },
  },
  GNC_H2: {
    id: 112,
    idModule: 12,
    name: {
      fr: "Conteneur d'hydrogène",
      en: 'Hydrogen container',
      de: 'Wasserstoffbehälter',
      nl: 'Waterstofcontainer',
      it: 'Contenitore di idrogeno',
      es: 'Contenedor de hidrógeno',
      pt: 'Contentor de hidrogénio',
    },
  },
  GNC_HIVE: {
    id: 113,
    idModule: 13,
    name: {
      fr: 'Balance apicole (poids, climat)',
      en: 'Beekeeping scale (weight, climate)',
      de: 'Stockwaage (Gewicht, Klima)',
      nl: 'Bijenweegschaal (gewicht, klimaat)',
      it: 'Bilancia apistica (peso, clima)',
      es: 'Báscula apícola (peso, clima)',
      pt: 'Balança apícola (peso, clima)',
    },
  },
  GNC_NETWORK: {
    id: 114,
    idModule: 14,
    name: {
      fr: 'Équipement réseau',
      en: 'Network equipment',
      de: 'Netzwerkgerät',
      nl: 'Netwerkapparatuur',
      it: 'Apparato di rete',
      es: 'Equipo de red',
      pt: 'Equipamento de rede',
    },
  },
  GNC_NOREA: {
    id: 115,
    idModule: 15,
    name: {
      fr: 'Cuve verticale Norea',
      en: 'Norea vertical tank',
      de: 'Norea-Stehtank',
      nl: 'Staande Norea-tank',
      it: 'Serbatoio verticale Norea',
      es: 'Depósito vertical Norea',
      pt: 'Tanque vertical Norea',
    },
  },
  GNC_PRESSURE: {
    id: 116,
    idModule: 16,
    name: {
      fr: 'Cuve sous pression',
      en: 'Pressurised tank',
      de: 'Drucktank',
      nl: 'Druktank',
      it: 'Serbatoio in pressione',
      es: 'Depósito a presión',
      pt: 'Tanque sob pressão',
    },
  },
  GNC_SCLN: {
    id: 117,
    idModule: 17,
    name: {
      fr: 'Station de dilution',
      en: 'Dilution plant',
      de: 'Verdünnungsanlage',
      nl: 'Verdunningsinstallatie',
      it: 'Impianto di diluizione',
      es: 'Planta de dilución',
      pt: 'Estação de diluição',
    },
  },
  GNC_SILO: {
    id: 118,
    idModule: 18,
    name: {
      fr: 'Silo (module)',
      en: 'Silo (module)',
      de: 'Silo (Modul)',
      nl: 'Silo (module)',
      it: 'Silo (modulo)',
      es: 'Silo (módulo)',
      pt: 'Silo (módulo)',
    },
  },
  GNC_TANK: {
    id: 119,
    idModule: 19,
    name: {
      fr: 'Cuve (module)',
      en: 'Tank (module)',
      de: 'Tank (Modul)',
      nl: 'Tank (module)',
      it: 'Serbatoio (modulo)',
      es: 'Depósito (módulo)',
      pt: 'Tanque (módulo)',
    },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
async function rename(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  for (const [key, type] of Object.entries(RENAMED)) {
    const previous = PREVIOUS_NAMES[key];
    if (!previous) continue;
    for (const language of LANGUAGES) {
      const [from, to] =
        direction === 'up'
          ? [previous[language], type.name[language]]
          : [type.name[language], previous[language]];
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
