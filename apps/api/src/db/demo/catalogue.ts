import type { BrandType, EquipmentKind, SiloType, TankType, Texts } from '@installer/contracts';
import type { StoredGenericInputs } from '../json-columns.ts';

/** spec §3 Asset types shown in step 3 (module types come from modules.ts). */
export interface DemoAssetType {
  id: number;
  key: string;
  value: Texts;
  description: Texts;
  id_asset_generic_module: number | null;
}

/** Every classic kind (contracts lists/equipment-kinds.ts) has a demo type, and the beehive preset (spec §2). */
export const ASSET_TYPE_IDS = { cuve: 1, silo: 2, generic: 3, beehive: 230 } as const satisfies Record<
  EquipmentKind | 'beehive',
  number
>;
/** A module's asset type id: 100 + its module id. */
export const moduleAssetTypeId = (idModule: number) => 100 + idModule;

export const CLASSIC_ASSET_TYPES: DemoAssetType[] = [
  {
    id: ASSET_TYPE_IDS.cuve,
    key: 'cuve',
    value: {
      fr: 'Cuve (capteur de niveau)',
      en: 'Tank (level sensor)',
      de: 'Tank (Füllstandssensor)',
      nl: 'Tank (niveausensor)',
      it: 'Serbatoio (sensore di livello)',
      es: 'Depósito (sensor de nivel)',
      pt: 'Tanque (sensor de nível)',
      pl: 'Zbiornik (czujnik poziomu)',
    },
    description: {
      fr: 'Cuve de fioul, de gazole ou d’eau mesurée par un capteur de niveau.',
      en: 'Heating oil, diesel or water tank measured by a level sensor.',
      de: 'Heizöl-, Diesel- oder Wassertank mit Füllstandssensor.',
      nl: 'Tank voor stookolie, diesel of water, gemeten met een niveausensor.',
      it: 'Serbatoio di gasolio, carburante o acqua misurato da un sensore di livello.',
      es: 'Depósito de gasóleo, combustible o agua medido por un sensor de nivel.',
      pt: 'Tanque de gasóleo, combustível ou água medido por um sensor de nível.',
      pl: 'Zbiornik oleju opałowego, napędowego lub wody mierzony czujnikiem poziomu.',
    },
    id_asset_generic_module: null,
  },
  {
    id: ASSET_TYPE_IDS.silo,
    key: 'silo',
    value: {
      fr: 'Silo (capteur de niveau)',
      en: 'Silo (level sensor)',
      de: 'Silo (Füllstandssensor)',
      nl: 'Silo (niveausensor)',
      it: 'Silo (sensore di livello)',
      es: 'Silo (sensor de nivel)',
      pt: 'Silo (sensor de nível)',
      pl: 'Silos (czujnik poziomu)',
    },
    description: {
      fr: 'Silo de céréales, d’aliments pour animaux ou de granulés.',
      en: 'Grain, animal feed or pellet silo.',
      de: 'Silo für Getreide, Tierfutter oder Pellets.',
      nl: 'Silo voor graan, diervoeder of pellets.',
      it: 'Silo per cereali, mangimi o pellet.',
      es: 'Silo de cereales, pienso o pellets.',
      pt: 'Silo de cereais, rações ou pellets.',
      pl: 'Silos na zboże, paszę lub pellet.',
    },
    id_asset_generic_module: null,
  },
  {
    id: ASSET_TYPE_IDS.generic,
    key: 'generic',
    value: {
      fr: 'Équipement générique',
      en: 'Generic equipment',
      de: 'Sonstiges Gerät',
      nl: 'Generieke apparatuur',
      it: 'Apparecchiatura generica',
      es: 'Equipo genérico',
      pt: 'Equipamento genérico',
      pl: 'Urządzenie ogólne',
    },
    description: {
      fr: 'Tout autre équipement : chaudière, touret, ouvrage, machine d’usinage…',
      en: 'Any other equipment: boiler, cable reel, civil work, machining machine…',
      de: 'Jedes andere Gerät: Heizkessel, Kabeltrommel, Bauwerk, Bearbeitungsmaschine…',
      nl: 'Elke andere apparatuur: ketel, kabelhaspel, kunstwerk, bewerkingsmachine…',
      it: 'Qualsiasi altra apparecchiatura: caldaia, bobina, opera, macchina utensile…',
      es: 'Cualquier otro equipo: caldera, bobina, obra, máquina de mecanizado…',
      pt: 'Qualquer outro equipamento: caldeira, bobina, obra, máquina de maquinagem…',
      pl: 'Każde inne urządzenie: kocioł, bęben kablowy, obiekt budowlany, obrabiarka…',
    },
    id_asset_generic_module: 1,
  },
  {
    // spec §2 Step 3: the beehive variant presets this type (generic 'Ruche', referential 230, model 5).
    id: ASSET_TYPE_IDS.beehive,
    key: 'generic',
    value: {
      fr: 'Ruche',
      en: 'Beehive',
      de: 'Bienenstock',
      nl: 'Bijenkast',
      it: 'Arnia',
      es: 'Colmena',
      pt: 'Colmeia',
      pl: 'Ul',
    },
    description: {
      fr: 'Ruche posée sur une balance connectée.',
      en: 'Hive standing on a connected scale.',
      de: 'Bienenstock auf einer vernetzten Waage.',
      nl: 'Bijenkast op een verbonden weegschaal.',
      it: 'Arnia posata su una bilancia connessa.',
      es: 'Colmena colocada sobre una báscula conectada.',
      pt: 'Colmeia colocada numa balança ligada.',
      pl: 'Ul stojący na podłączonej wadze pasiecznej.',
    },
    id_asset_generic_module: 5,
  },
];

/** spec §3 Generic specification models. Model 5 is the beehive preset's (spec §9). */
export interface DemoGenericModel {
  id: number;
  name: Texts;
  inputs: StoredGenericInputs;
}

export const GENERIC_MODELS: DemoGenericModel[] = [
  {
    id: 1,
    name: {
      fr: 'Équipement',
      en: 'Equipment',
      de: 'Gerät',
      nl: 'Apparatuur',
      it: 'Apparecchiatura',
      es: 'Equipo',
      pt: 'Equipamento',
      pl: 'Urządzenie',
    },
    inputs: [
      {
        name: 'reference',
        type: 'string',
        required: true,
        label: {
          fr: 'Référence de l’équipement',
          en: 'Equipment reference',
          de: 'Gerätereferenz',
          nl: 'Referentie van de apparatuur',
          it: "Riferimento dell'apparecchiatura",
          es: 'Referencia del equipo',
          pt: 'Referência do equipamento',
          pl: 'Oznaczenie urządzenia',
        },
      },
      {
        name: 'capacity',
        type: 'int',
        required: false,
        label: {
          fr: 'Capacité (L)',
          en: 'Capacity (L)',
          de: 'Fassungsvermögen (L)',
          nl: 'Inhoud (L)',
          it: 'Capacità (L)',
          es: 'Capacidad (L)',
          pt: 'Capacidade (L)',
          pl: 'Pojemność (l)',
        },
      },
      {
        name: 'outdoor',
        type: 'boolean',
        required: false,
        label: {
          fr: 'Installé à l’extérieur',
          en: 'Installed outdoors',
          de: 'Im Freien installiert',
          nl: 'Buiten geïnstalleerd',
          it: "Installato all'aperto",
          es: 'Instalado en el exterior',
          pt: 'Instalado no exterior',
          pl: 'Zainstalowane na zewnątrz',
        },
      },
      {
        name: 'commissioned_at',
        type: 'datetime',
        required: true,
        label: {
          fr: 'Date de mise en service',
          en: 'Commissioning date',
          de: 'Datum der Inbetriebnahme',
          nl: 'Datum van inbedrijfstelling',
          it: 'Data di messa in servizio',
          es: 'Fecha de puesta en servicio',
          pt: 'Data de entrada em serviço',
          pl: 'Data uruchomienia',
        },
      },
    ],
  },
  {
    id: 5,
    name: {
      fr: 'Ruche',
      en: 'Beehive',
      de: 'Bienenstock',
      nl: 'Bijenkast',
      it: 'Arnia',
      es: 'Colmena',
      pt: 'Colmeia',
      pl: 'Ul',
    },
    inputs: [
      {
        name: 'hive_name',
        type: 'string',
        required: true,
        label: {
          fr: 'Nom de la ruche',
          en: 'Hive name',
          de: 'Name des Bienenstocks',
          nl: 'Naam van de bijenkast',
          it: "Nome dell'arnia",
          es: 'Nombre de la colmena',
          pt: 'Nome da colmeia',
          pl: 'Nazwa ula',
        },
      },
      {
        name: 'frame_count',
        type: 'int',
        required: true,
        label: {
          fr: 'Nombre de cadres',
          en: 'Number of frames',
          de: 'Anzahl der Rähmchen',
          nl: 'Aantal ramen',
          it: 'Numero di telaini',
          es: 'Número de cuadros',
          pt: 'Número de quadros',
          pl: 'Liczba ramek',
        },
      },
      {
        name: 'queen_marked',
        type: 'boolean',
        required: false,
        label: {
          fr: 'Reine marquée',
          en: 'Queen marked',
          de: 'Königin gezeichnet',
          nl: 'Koningin gemerkt',
          it: 'Regina marcata',
          es: 'Reina marcada',
          pt: 'Rainha marcada',
          pl: 'Matka oznakowana',
        },
      },
      {
        name: 'colony_installed_at',
        type: 'datetime',
        required: false,
        label: {
          fr: 'Date d’installation de la colonie',
          en: 'Colony installed on',
          de: 'Volk eingesetzt am',
          nl: 'Volk geplaatst op',
          it: 'Data di insediamento della colonia',
          es: 'Fecha de instalación de la colonia',
          pt: 'Data de instalação da colónia',
          pl: 'Data osadzenia rodziny',
        },
      },
    ],
  },
];

/** Contents (spec §3 Liquid). English names of fuels are the step-5 products (spec §5). */
export interface DemoLiquid {
  id: number;
  code: string;
  name: Texts;
  /** Classic asset type keys offering it; module keys come from modules.ts. */
  types: EquipmentKind[];
}

export const LIQUIDS: DemoLiquid[] = [
  {
    id: 1,
    code: 'heating_oil',
    types: ['cuve'],
    name: {
      fr: 'Fioul domestique',
      en: 'Heating Oil',
      de: 'Heizöl',
      nl: 'Huisbrandolie',
      it: 'Gasolio da riscaldamento',
      es: 'Gasóleo de calefacción',
      pt: 'Gasóleo de aquecimento',
      pl: 'Olej opałowy',
    },
  },
  {
    id: 2,
    code: 'diesel',
    types: ['cuve'],
    name: {
      fr: 'Gazole',
      en: 'Diesel',
      de: 'Diesel',
      nl: 'Diesel',
      it: 'Gasolio',
      es: 'Gasóleo A',
      pt: 'Gasóleo',
      pl: 'Olej napędowy',
    },
  },
  {
    id: 3,
    code: 'propane',
    types: ['cuve'],
    name: {
      fr: 'Propane',
      en: 'Propane',
      de: 'Propan',
      nl: 'Propaan',
      it: 'Propano',
      es: 'Propano',
      pt: 'Propano',
      pl: 'Propan',
    },
  },
  {
    id: 4,
    code: 'butane',
    types: ['cuve'],
    name: {
      fr: 'Butane',
      en: 'Butane',
      de: 'Butan',
      nl: 'Butaan',
      it: 'Butano',
      es: 'Butano',
      pt: 'Butano',
      pl: 'Butan',
    },
  },
  {
    id: 5,
    code: 'lpg',
    types: ['cuve'],
    name: {
      fr: 'GPL',
      en: 'LPG',
      de: 'Flüssiggas (LPG)',
      nl: 'LPG',
      it: 'GPL',
      es: 'GLP',
      pt: 'GPL',
      pl: 'LPG',
    },
  },
  {
    id: 6,
    code: 'gasoline',
    types: ['cuve'],
    name: {
      fr: 'Essence',
      en: 'Gasoline',
      de: 'Benzin',
      nl: 'Benzine',
      it: 'Benzina',
      es: 'Gasolina',
      pt: 'Gasolina',
      pl: 'Benzyna',
    },
  },
  {
    id: 7,
    code: 'kerosene',
    types: ['cuve'],
    name: {
      fr: 'Kérosène',
      en: 'Kerosene',
      de: 'Kerosin',
      nl: 'Kerosine',
      it: 'Cherosene',
      es: 'Queroseno',
      pt: 'Querosene',
      pl: 'Nafta',
    },
  },
  {
    id: 8,
    code: 'def',
    types: ['cuve'],
    name: {
      fr: 'AdBlue',
      en: 'DEF',
      de: 'AdBlue',
      nl: 'AdBlue',
      it: 'AdBlue',
      es: 'AdBlue',
      pt: 'AdBlue',
      pl: 'AdBlue (DEF)',
    },
  },
  {
    id: 9,
    code: 'lubricant',
    types: ['cuve'],
    name: {
      fr: 'Lubrifiant',
      en: 'Lubricant',
      de: 'Schmierstoff',
      nl: 'Smeermiddel',
      it: 'Lubrificante',
      es: 'Lubricante',
      pt: 'Lubrificante',
      pl: 'Smar',
    },
  },
  {
    id: 10,
    code: 'water',
    types: ['cuve'],
    name: {
      fr: 'Eau',
      en: 'Water',
      de: 'Wasser',
      nl: 'Water',
      it: 'Acqua',
      es: 'Agua',
      pt: 'Água',
      pl: 'Woda',
    },
  },
  {
    id: 11,
    code: 'fertilizer',
    types: ['cuve'],
    name: {
      fr: 'Engrais liquide',
      en: 'Fertilizer',
      de: 'Flüssigdünger',
      nl: 'Vloeibare meststof',
      it: 'Fertilizzante liquido',
      es: 'Fertilizante líquido',
      pt: 'Fertilizante líquido',
      pl: 'Nawóz',
    },
  },
  {
    // Not a step-5 product: installing it on a referential 244 device shows the product error (spec §5).
    id: 12,
    code: 'waste_oil',
    types: ['cuve'],
    name: {
      fr: 'Huile usagée',
      en: 'Waste oil',
      de: 'Altöl',
      nl: 'Afgewerkte olie',
      it: 'Olio esausto',
      es: 'Aceite usado',
      pt: 'Óleo usado',
      pl: 'Olej przepracowany',
    },
  },
  {
    id: 20,
    code: 'wheat',
    types: ['silo'],
    name: {
      fr: 'Blé',
      en: 'Wheat',
      de: 'Weizen',
      nl: 'Tarwe',
      it: 'Frumento',
      es: 'Trigo',
      pt: 'Trigo',
      pl: 'Pszenica',
    },
  },
  {
    id: 21,
    code: 'maize',
    types: ['silo'],
    name: {
      fr: 'Maïs',
      en: 'Maize',
      de: 'Mais',
      nl: 'Maïs',
      it: 'Mais',
      es: 'Maíz',
      pt: 'Milho',
      pl: 'Kukurydza',
    },
  },
  {
    id: 22,
    code: 'barley',
    types: ['silo'],
    name: {
      fr: 'Orge',
      en: 'Barley',
      de: 'Gerste',
      nl: 'Gerst',
      it: 'Orzo',
      es: 'Cebada',
      pt: 'Cevada',
      pl: 'Jęczmień',
    },
  },
  {
    id: 23,
    code: 'pig_feed',
    types: ['silo'],
    name: {
      fr: 'Aliment porcs',
      en: 'Pig feed',
      de: 'Schweinefutter',
      nl: 'Varkensvoer',
      it: 'Mangime per suini',
      es: 'Pienso para cerdos',
      pt: 'Ração para suínos',
      pl: 'Pasza dla świń',
    },
  },
  {
    id: 24,
    code: 'poultry_feed',
    types: ['silo'],
    name: {
      fr: 'Aliment volailles',
      en: 'Poultry feed',
      de: 'Geflügelfutter',
      nl: 'Pluimveevoer',
      it: 'Mangime per pollame',
      es: 'Pienso para aves',
      pt: 'Ração para aves',
      pl: 'Pasza dla drobiu',
    },
  },
  {
    id: 25,
    code: 'cattle_feed',
    types: ['silo'],
    name: {
      fr: 'Aliment bovins',
      en: 'Cattle feed',
      de: 'Rinderfutter',
      nl: 'Rundveevoer',
      it: 'Mangime per bovini',
      es: 'Pienso para vacuno',
      pt: 'Ração para bovinos',
      pl: 'Pasza dla bydła',
    },
  },
  {
    id: 26,
    code: 'wood_pellets',
    types: ['silo'],
    name: {
      fr: 'Granulés de bois',
      en: 'Wood pellets',
      de: 'Holzpellets',
      nl: 'Houtpellets',
      it: 'Pellet di legno',
      es: 'Pellets de madera',
      pt: 'Pellets de madeira',
      pl: 'Pellet drzewny',
    },
  },
  {
    id: 30,
    code: 'acacia_honey',
    types: ['generic'],
    name: {
      fr: 'Miel d’acacia',
      en: 'Acacia honey',
      de: 'Akazienhonig',
      nl: 'Acaciahoning',
      it: 'Miele di acacia',
      es: 'Miel de acacia',
      pt: 'Mel de acácia',
      pl: 'Miód akacjowy',
    },
  },
  {
    id: 31,
    code: 'lavender_honey',
    types: ['generic'],
    name: {
      fr: 'Miel de lavande',
      en: 'Lavender honey',
      de: 'Lavendelhonig',
      nl: 'Lavendelhoning',
      it: 'Miele di lavanda',
      es: 'Miel de lavanda',
      pt: 'Mel de alfazema',
      pl: 'Miód lawendowy',
    },
  },
  {
    id: 32,
    code: 'chestnut_honey',
    types: ['generic'],
    name: {
      fr: 'Miel de châtaignier',
      en: 'Chestnut honey',
      de: 'Kastanienhonig',
      nl: 'Kastanjehoning',
      it: 'Miele di castagno',
      es: 'Miel de castaño',
      pt: 'Mel de castanheiro',
      pl: 'Miód kasztanowy',
    },
  },
  {
    id: 33,
    code: 'rapeseed_honey',
    types: ['generic'],
    name: {
      fr: 'Miel de colza',
      en: 'Rapeseed honey',
      de: 'Rapshonig',
      nl: 'Koolzaadhoning',
      it: 'Miele di colza',
      es: 'Miel de colza',
      pt: 'Mel de colza',
      pl: 'Miód rzepakowy',
    },
  },
  {
    id: 34,
    code: 'wildflower_honey',
    types: ['generic'],
    name: {
      fr: 'Miel toutes fleurs',
      en: 'Wildflower honey',
      de: 'Blütenhonig',
      nl: 'Bloemenhoning',
      it: 'Miele millefiori',
      es: 'Miel de milflores',
      pt: 'Mel multifloral',
      pl: 'Miód wielokwiatowy',
    },
  },
  {
    id: 35,
    code: 'other',
    types: ['generic'],
    name: {
      fr: 'Autre',
      en: 'Other',
      de: 'Sonstiges',
      nl: 'Overig',
      it: 'Altro',
      es: 'Otro',
      pt: 'Outro',
      pl: 'Inne',
    },
  },
  {
    id: 40,
    code: 'oxygen',
    types: [],
    name: {
      fr: 'Oxygène',
      en: 'Oxygen',
      de: 'Sauerstoff',
      nl: 'Zuurstof',
      it: 'Ossigeno',
      es: 'Oxígeno',
      pt: 'Oxigénio',
      pl: 'Tlen',
    },
  },
  {
    id: 41,
    code: 'nitrogen',
    types: [],
    name: {
      fr: 'Azote',
      en: 'Nitrogen',
      de: 'Stickstoff',
      nl: 'Stikstof',
      it: 'Azoto',
      es: 'Nitrógeno',
      pt: 'Azoto',
      pl: 'Azot',
    },
  },
  {
    id: 42,
    code: 'hydrogen',
    types: [],
    name: {
      fr: 'Hydrogène',
      en: 'Hydrogen',
      de: 'Wasserstoff',
      nl: 'Waterstof',
      it: 'Idrogeno',
      es: 'Hidrógeno',
      pt: 'Hidrogénio',
      pl: 'Wodór',
    },
  },
  {
    id: 50,
    code: 'detergent',
    types: [],
    name: {
      fr: 'Détergent',
      en: 'Detergent',
      de: 'Reinigungsmittel',
      nl: 'Reinigingsmiddel',
      it: 'Detergente',
      es: 'Detergente',
      pt: 'Detergente',
      pl: 'Detergent',
    },
  },
  {
    id: 51,
    code: 'disinfectant',
    types: [],
    name: {
      fr: 'Désinfectant',
      en: 'Disinfectant',
      de: 'Desinfektionsmittel',
      nl: 'Ontsmettingsmiddel',
      it: 'Disinfettante',
      es: 'Desinfectante',
      pt: 'Desinfetante',
      pl: 'Środek dezynfekujący',
    },
  },
  {
    id: 52,
    code: 'hot_water',
    types: [],
    name: {
      fr: 'Eau chaude sanitaire',
      en: 'Domestic hot water',
      de: 'Warmwasser',
      nl: 'Warm tapwater',
      it: 'Acqua calda sanitaria',
      es: 'Agua caliente sanitaria',
      pt: 'Água quente sanitária',
      pl: 'Ciepła woda użytkowa',
    },
  },
  {
    id: 53,
    code: 'natural_gas',
    types: [],
    name: {
      fr: 'Gaz naturel',
      en: 'Natural gas',
      de: 'Erdgas',
      nl: 'Aardgas',
      it: 'Gas naturale',
      es: 'Gas natural',
      pt: 'Gás natural',
      pl: 'Gaz ziemny',
    },
  },
  {
    id: 54,
    code: 'air',
    types: [],
    name: {
      fr: 'Air',
      en: 'Air',
      de: 'Luft',
      nl: 'Lucht',
      it: 'Aria',
      es: 'Aire',
      pt: 'Ar',
      pl: 'Powietrze',
    },
  },
];

export const LOCALISATION_TYPES: { id: number; code: string; value: Texts }[] = [
  {
    id: 1,
    code: 'indoor',
    value: {
      fr: 'Intérieur',
      en: 'Indoor',
      de: 'Innen',
      nl: 'Binnen',
      it: 'Interno',
      es: 'Interior',
      pt: 'Interior',
      pl: 'Wewnątrz',
    },
  },
  {
    id: 2,
    code: 'outdoor',
    value: {
      fr: 'Extérieur',
      en: 'Outdoor',
      de: 'Außen',
      nl: 'Buiten',
      it: 'Esterno',
      es: 'Exterior',
      pt: 'Exterior',
      pl: 'Na zewnątrz',
    },
  },
  {
    id: 3,
    code: 'underground',
    value: {
      fr: 'Enterré',
      en: 'Underground',
      de: 'Unterirdisch',
      nl: 'Ondergronds',
      it: 'Interrato',
      es: 'Enterrado',
      pt: 'Enterrado',
      pl: 'Pod ziemią',
    },
  },
  {
    id: 4,
    code: 'cellar',
    value: {
      fr: 'Cave',
      en: 'Cellar',
      de: 'Keller',
      nl: 'Kelder',
      it: 'Cantina',
      es: 'Sótano',
      pt: 'Cave',
      pl: 'Piwnica',
    },
  },
  {
    id: 5,
    code: 'boiler_room',
    value: {
      fr: 'Chaufferie',
      en: 'Boiler room',
      de: 'Heizraum',
      nl: 'Stookruimte',
      it: 'Locale caldaia',
      es: 'Sala de calderas',
      pt: 'Casa das caldeiras',
      pl: 'Kotłownia',
    },
  },
  {
    id: 6,
    code: 'sheltered',
    value: {
      fr: 'Sous abri',
      en: 'Under shelter',
      de: 'Überdacht',
      nl: 'Overdekt',
      it: 'Sotto tettoia',
      es: 'Bajo cubierta',
      pt: 'Sob abrigo',
      pl: 'Pod wiatą',
    },
  },
];

/**
 * A catalogue model with its figures (contracts model-figures.ts). Tank figures are the tank's inner
 * dimensions, from which spec §9's rule (`tankVolumeLitres`: cm³ / 1000, floor-rounded; a vertical cylinder's
 * diameter in width and length, a horizontal one's in height and width, an IBC a cube) gives exactly the
 * nominal capacity of the trade name: a data sheet's outer dimensions (steel jacket, double wall, ribs) would
 * give a larger volume than the tank holds, and the form would contradict the catalogue. Silo figures are a
 * cylinder on a cone (silo_type 9) whose volume is within a few percent of the nominal one.
 */
export interface DemoModel {
  id: number;
  trade_name: string;
  tank?: { tank_type: TankType; volume: number; height: number; length: number; width: number };
  silo?: {
    silo_type: SiloType;
    volume: number;
    height: number;
    diameter_right_side: number;
    cone_height: number;
    length_diameter_min_cone: number;
  };
}

const rectangular = (id: number, trade_name: string, volume: number, l: number, w: number, h: number) => ({
  id,
  trade_name,
  tank: { tank_type: 1 as const, volume, length: l, width: w, height: h },
});
/** spec §9: an IBC derives all dimensions from one, so the catalogue gives a cube of the same capacity. */
const ibc = (id: number, trade_name: string, volume: number, side: number) => ({
  id,
  trade_name,
  tank: { tank_type: 5 as const, volume, length: side, width: side, height: side },
});
/** A farm silo: cylinder of `diameter` on a cone of `cone` cm down to an outlet of `outlet` cm. */
const conicalSilo = (
  id: number,
  trade_name: string,
  volume: number,
  [height, diameter, cone, outlet]: [number, number, number, number],
) => ({
  id,
  trade_name,
  silo: {
    silo_type: 9 as const,
    volume,
    height,
    diameter_right_side: diameter,
    cone_height: cone,
    length_diameter_min_cone: outlet,
  },
});

/** spec §7 brand_reference (CUVE or SILO) and model_reference. */
export const BRANDS: { id: number; type: BrandType; name: string; models: DemoModel[] }[] = [
  {
    id: 1,
    type: 'CUVE',
    name: 'Roth',
    // Double-walled battery tanks: one height and width for the range, the length grows with the capacity.
    models: [
      rectangular(101, 'DWT plus 750 L', 750, 73.6, 68, 150),
      rectangular(102, 'DWT plus 1000 L', 1000, 98.1, 68, 150),
      rectangular(103, 'DWT plus 1500 L', 1500, 147.1, 68, 150),
    ],
  },
  {
    id: 2,
    type: 'CUVE',
    name: 'Sotralentz',
    models: [
      rectangular(104, 'Cuve double paroi 1000 L', 1000, 100, 80, 125),
      rectangular(105, 'Cuve double paroi 1500 L', 1500, 150, 80, 125),
      rectangular(106, 'Cuve double paroi 2000 L', 2000, 200, 80, 125),
      {
        // A horizontal cylinder lies along its length; its diameter is its height and width (spec §9).
        id: 111,
        trade_name: 'Citerne horizontale 3000 L',
        tank: { tank_type: 2, volume: 3000, length: 265.3, width: 120, height: 120 },
      },
    ],
  },
  {
    id: 3,
    type: 'CUVE',
    name: 'Schütz',
    models: [ibc(107, 'Ecobulk MX 1000 L', 1000, 100), ibc(108, 'Ecobulk MX 640 L', 640, 86.2)],
  },
  {
    id: 4,
    type: 'CUVE',
    name: 'Werit',
    // Upright round tanks: the diameter is their width and length (spec §9).
    models: [
      {
        id: 109,
        trade_name: 'Kunststofftank 1000 L',
        tank: { tank_type: 3, volume: 1000, length: 100, width: 100, height: 127.4 },
      },
      {
        id: 110,
        trade_name: 'Kunststofftank 1500 L',
        tank: { tank_type: 3, volume: 1500, length: 110, width: 110, height: 157.9 },
      },
    ],
  },
  {
    id: 11,
    type: 'SILO',
    name: 'Symaga',
    models: [
      conicalSilo(201, 'Silo de ferme 6 m³', 6000, [330, 180, 140, 30]),
      conicalSilo(202, 'Silo de ferme 12 m³', 12000, [430, 220, 170, 30]),
    ],
  },
  {
    id: 12,
    type: 'SILO',
    name: 'Agrotop',
    // Tonnes of feed at about 0.65 t/m³.
    models: [
      conicalSilo(203, 'PolySilo 8 t', 12300, [420, 230, 190, 30]),
      conicalSilo(204, 'PolySilo 12 t', 18500, [570, 230, 190, 30]),
    ],
  },
  {
    id: 13,
    type: 'SILO',
    name: 'Silos Córdoba',
    models: [
      conicalSilo(205, 'Silo tolva 20 m³', 20000, [540, 250, 200, 35]),
      conicalSilo(206, 'Silo tolva 35 m³', 35000, [650, 300, 240, 35]),
    ],
  },
];

/** The figure columns of `model_references` for a demo model: null where the model has no such figure. */
export function modelFigureColumns(model: DemoModel) {
  const { tank, silo } = model;
  return {
    tank_type: tank?.tank_type ?? null,
    silo_type: silo?.silo_type ?? null,
    volume: tank?.volume ?? silo?.volume ?? null,
    height: tank?.height ?? silo?.height ?? null,
    length: tank?.length ?? null,
    width: tank?.width ?? null,
    diameter_right_side: silo?.diameter_right_side ?? null,
    length_right_side: null,
    width_right_side: null,
    cone_height: silo?.cone_height ?? null,
    width_min_cone: null,
    length_diameter_min_cone: silo?.length_diameter_min_cone ?? null,
  };
}
