import type { Texts } from '@installer/contracts';
import type { StoredModuleInput } from '../json-columns.ts';

/**
 * The form inputs module asset models are built from (spec §3 Module: int, float, string, enum,
 * child_enum, boolean, with multipliers). Values are entered in the units installers use (litres,
 * centimetres) and stored in the platform's units (mm³, mm): the multiplier converts (spec §9).
 */
type Choice = { value: string; label: Texts };

const input = (
  name: string,
  label: Texts,
  type: StoredModuleInput['type'],
  options: Partial<Omit<StoredModuleInput, 'name' | 'label' | 'type'>> = {},
): StoredModuleInput => ({
  name,
  label,
  type,
  required: options.required ?? false,
  multiplier: options.multiplier ?? null,
  enum: options.enum ?? null,
  parent_enum: options.parent_enum ?? null,
  child_enum: options.child_enum ?? null,
  unit: options.unit ?? null,
});

const LITRES_TO_CUBIC_MM = 1_000_000;
const CM_TO_MM = 10;

export const tankLabel = input(
  'tank_label',
  {
    fr: 'Repère de la cuve',
    en: 'Tank label',
    de: 'Tankbezeichnung',
    nl: 'Tankaanduiding',
    it: 'Etichetta del serbatoio',
    es: 'Identificación del depósito',
    pt: 'Identificação do tanque',
    pl: 'Oznaczenie zbiornika',
  },
  'string',
);

export const capacityLitres = input(
  'capacity',
  {
    fr: 'Capacité',
    en: 'Capacity',
    de: 'Fassungsvermögen',
    nl: 'Inhoud',
    it: 'Capacità',
    es: 'Capacidad',
    pt: 'Capacidade',
    pl: 'Pojemność',
  },
  'float',
  { required: true, multiplier: LITRES_TO_CUBIC_MM, unit: 'L' },
);

export const heightCm = input(
  'height',
  {
    fr: 'Hauteur',
    en: 'Height',
    de: 'Höhe',
    nl: 'Hoogte',
    it: 'Altezza',
    es: 'Altura',
    pt: 'Altura',
    pl: 'Wysokość',
  },
  'float',
  { required: true, multiplier: CM_TO_MM, unit: 'cm' },
);

export const diameterCm = input(
  'diameter',
  {
    fr: 'Diamètre',
    en: 'Diameter',
    de: 'Durchmesser',
    nl: 'Diameter',
    it: 'Diametro',
    es: 'Diámetro',
    pt: 'Diâmetro',
    pl: 'Średnica',
  },
  'float',
  { multiplier: CM_TO_MM, unit: 'cm' },
);

export const sensorOffsetMm = input(
  'sensor_offset',
  {
    fr: 'Décalage du capteur',
    en: 'Sensor offset',
    de: 'Sensorversatz',
    nl: 'Sensorverschuiving',
    it: 'Offset del sensore',
    es: 'Desfase del sensor',
    pt: 'Desvio do sensor',
    pl: 'Przesunięcie czujnika',
  },
  'int',
  { unit: 'mm' },
);

export const sensorInput = input(
  'sensor_input',
  {
    fr: 'Numéro d’entrée du capteur',
    en: 'Sensor input number',
    de: 'Nummer des Sensoreingangs',
    nl: 'Nummer van de sensoringang',
    it: "Numero dell'ingresso del sensore",
    es: 'Número de entrada del sensor',
    pt: 'Número da entrada do sensor',
    pl: 'Numer wejścia czujnika',
  },
  'int',
  { required: true },
);

export const isBuried = input(
  'is_buried',
  {
    fr: 'Cuve enterrée',
    en: 'Buried tank',
    de: 'Erdtank',
    nl: 'Ondergrondse tank',
    it: 'Serbatoio interrato',
    es: 'Depósito enterrado',
    pt: 'Tanque enterrado',
    pl: 'Zbiornik podziemny',
  },
  'boolean',
);

const TANK_SHAPES: Choice[] = [
  {
    value: '1',
    label: {
      fr: 'Rectangulaire',
      en: 'Rectangular',
      de: 'Rechteckig',
      nl: 'Rechthoekig',
      it: 'Rettangolare',
      es: 'Rectangular',
      pt: 'Retangular',
      pl: 'Prostopadłościenny',
    },
  },
  {
    value: '2',
    label: {
      fr: 'Cylindre horizontal',
      en: 'Horizontal cylinder',
      de: 'Liegender Zylinder',
      nl: 'Liggende cilinder',
      it: 'Cilindro orizzontale',
      es: 'Cilindro horizontal',
      pt: 'Cilindro horizontal',
      pl: 'Walec poziomy',
    },
  },
  {
    value: '3',
    label: {
      fr: 'Cylindre vertical',
      en: 'Vertical cylinder',
      de: 'Stehender Zylinder',
      nl: 'Staande cilinder',
      it: 'Cilindro verticale',
      es: 'Cilindro vertical',
      pt: 'Cilindro vertical',
      pl: 'Walec pionowy',
    },
  },
];

export const tankShape = input(
  'tank_type',
  {
    fr: 'Forme de la cuve',
    en: 'Tank shape',
    de: 'Tankform',
    nl: 'Tankvorm',
    it: 'Forma del serbatoio',
    es: 'Forma del depósito',
    pt: 'Forma do tanque',
    pl: 'Kształt zbiornika',
  },
  'enum',
  { required: true, enum: TANK_SHAPES },
);

const wall = (value: 'single' | 'double'): Choice =>
  value === 'single'
    ? {
        value,
        label: {
          fr: 'Simple paroi',
          en: 'Single wall',
          de: 'Einwandig',
          nl: 'Enkelwandig',
          it: 'Parete singola',
          es: 'Pared simple',
          pt: 'Parede simples',
          pl: 'Jednopłaszczowy',
        },
      }
    : {
        value,
        label: {
          fr: 'Double paroi',
          en: 'Double wall',
          de: 'Doppelwandig',
          nl: 'Dubbelwandig',
          it: 'Doppia parete',
          es: 'Doble pared',
          pt: 'Parede dupla',
          pl: 'Dwupłaszczowy',
        },
      };

export const material = input(
  'material',
  {
    fr: 'Matériau',
    en: 'Material',
    de: 'Material',
    nl: 'Materiaal',
    it: 'Materiale',
    es: 'Material',
    pt: 'Material',
    pl: 'Materiał',
  },
  'enum',
  {
    required: true,
    enum: [
      {
        value: 'steel',
        label: {
          fr: 'Acier',
          en: 'Steel',
          de: 'Stahl',
          nl: 'Staal',
          it: 'Acciaio',
          es: 'Acero',
          pt: 'Aço',
          pl: 'Stal',
        },
      },
      {
        value: 'polyethylene',
        label: {
          fr: 'Polyéthylène',
          en: 'Polyethylene',
          de: 'Polyethylen',
          nl: 'Polyetheen',
          it: 'Polietilene',
          es: 'Polietileno',
          pt: 'Polietileno',
          pl: 'Polietylen',
        },
      },
      {
        value: 'concrete',
        label: {
          fr: 'Béton',
          en: 'Concrete',
          de: 'Beton',
          nl: 'Beton',
          it: 'Cemento',
          es: 'Hormigón',
          pt: 'Betão',
          pl: 'Beton',
        },
      },
    ],
  },
);

/** Depends on `material`: a concrete tank is lined or not, the others single or double walled. */
export const wallType = input(
  'wall_type',
  {
    fr: 'Type de paroi',
    en: 'Wall type',
    de: 'Wandausführung',
    nl: 'Wandtype',
    it: 'Tipo di parete',
    es: 'Tipo de pared',
    pt: 'Tipo de parede',
    pl: 'Rodzaj płaszcza',
  },
  'child_enum',
  {
    parent_enum: 'material',
    child_enum: {
      steel: [wall('single'), wall('double')],
      polyethylene: [wall('single'), wall('double')],
      concrete: [
        {
          value: 'lined',
          label: {
            fr: 'Avec revêtement intérieur',
            en: 'Lined',
            de: 'Mit Innenbeschichtung',
            nl: 'Met binnenbekleding',
            it: 'Con rivestimento interno',
            es: 'Con revestimiento interior',
            pt: 'Com revestimento interior',
            pl: 'Z wykładziną',
          },
        },
        {
          value: 'unlined',
          label: {
            fr: 'Sans revêtement',
            en: 'Unlined',
            de: 'Ohne Beschichtung',
            nl: 'Zonder bekleding',
            it: 'Senza rivestimento',
            es: 'Sin revestimiento',
            pt: 'Sem revestimento',
            pl: 'Bez wykładziny',
          },
        },
      ],
    },
  },
);

export const gasFamily = input(
  'gas_family',
  {
    fr: 'Famille de gaz',
    en: 'Gas family',
    de: 'Gasart',
    nl: 'Gassoort',
    it: 'Famiglia di gas',
    es: 'Familia de gas',
    pt: 'Família de gás',
    pl: 'Rodzaj gazu',
  },
  'enum',
  {
    required: true,
    enum: [
      {
        value: 'lpg',
        label: {
          fr: 'GPL',
          en: 'LPG',
          de: 'Flüssiggas',
          nl: 'LPG',
          it: 'GPL',
          es: 'GLP',
          pt: 'GPL',
          pl: 'LPG',
        },
      },
      {
        value: 'industrial',
        label: {
          fr: 'Gaz industriel',
          en: 'Industrial gas',
          de: 'Industriegas',
          nl: 'Industrieel gas',
          it: 'Gas industriale',
          es: 'Gas industrial',
          pt: 'Gás industrial',
          pl: 'Gaz techniczny',
        },
      },
    ],
  },
);

export const gas = input(
  'gas',
  { fr: 'Gaz', en: 'Gas', de: 'Gas', nl: 'Gas', it: 'Gas', es: 'Gas', pt: 'Gás', pl: 'Gaz' },
  'child_enum',
  {
    required: true,
    parent_enum: 'gas_family',
    child_enum: {
      lpg: [
        {
          value: 'propane',
          label: {
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
          value: 'butane',
          label: {
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
      ],
      industrial: [
        {
          value: 'oxygen',
          label: {
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
          value: 'nitrogen',
          label: {
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
      ],
    },
  },
);

export const maxPressureBar = input(
  'max_pressure',
  {
    fr: 'Pression maximale',
    en: 'Maximum pressure',
    de: 'Maximaler Druck',
    nl: 'Maximale druk',
    it: 'Pressione massima',
    es: 'Presión máxima',
    pt: 'Pressão máxima',
    pl: 'Ciśnienie maksymalne',
  },
  'float',
  { required: true, unit: 'bar' },
);

export const meterSerial = input(
  'meter_serial',
  {
    fr: 'Numéro de série du compteur',
    en: 'Meter serial number',
    de: 'Seriennummer des Zählers',
    nl: 'Serienummer van de meter',
    it: 'Numero di serie del contatore',
    es: 'Número de serie del contador',
    pt: 'Número de série do contador',
    pl: 'Numer seryjny licznika',
  },
  'string',
  { required: true },
);

export const pulseWeight = input(
  'pulse_weight',
  {
    fr: 'Poids d’impulsion',
    en: 'Pulse weight',
    de: 'Impulswertigkeit',
    nl: 'Pulswaarde',
    it: "Peso dell'impulso",
    es: 'Peso del pulso',
    pt: 'Peso do impulso',
    pl: 'Waga impulsu',
  },
  'float',
  { required: true, unit: 'L' },
);

export const initialIndex = input(
  'initial_index',
  {
    fr: 'Index initial',
    en: 'Initial reading',
    de: 'Anfangszählerstand',
    nl: 'Beginstand',
    it: 'Lettura iniziale',
    es: 'Lectura inicial',
    pt: 'Leitura inicial',
    pl: 'Stan początkowy',
  },
  'float',
  { unit: 'm³' },
);

export const nominalPowerKw = input(
  'nominal_power',
  {
    fr: 'Puissance nominale',
    en: 'Nominal power',
    de: 'Nennleistung',
    nl: 'Nominaal vermogen',
    it: 'Potenza nominale',
    es: 'Potencia nominal',
    pt: 'Potência nominal',
    pl: 'Moc znamionowa',
  },
  'float',
  { required: true, unit: 'kW' },
);

export const inletLabel = input(
  'inlet_label',
  {
    fr: 'Repère de l’entrée',
    en: 'Inlet label',
    de: 'Bezeichnung des Eingangs',
    nl: 'Aanduiding van de ingang',
    it: "Etichetta dell'ingresso",
    es: 'Identificación de la entrada',
    pt: 'Identificação da entrada',
    pl: 'Oznaczenie wejścia',
  },
  'string',
);

export const equipmentName = input(
  'equipment_name',
  {
    fr: 'Nom de l’équipement',
    en: 'Equipment name',
    de: 'Gerätename',
    nl: 'Naam van de apparatuur',
    it: "Nome dell'apparecchiatura",
    es: 'Nombre del equipo',
    pt: 'Nome do equipamento',
    pl: 'Nazwa urządzenia',
  },
  'string',
  { required: true },
);

export const hasBackupBattery = input(
  'has_backup_battery',
  {
    fr: 'Batterie de secours',
    en: 'Backup battery',
    de: 'Pufferbatterie',
    nl: 'Noodbatterij',
    it: 'Batteria di riserva',
    es: 'Batería de respaldo',
    pt: 'Bateria de reserva',
    pl: 'Bateria zapasowa',
  },
  'boolean',
);

export const frameCount = input(
  'frame_count',
  {
    fr: 'Nombre de cadres',
    en: 'Number of frames',
    de: 'Anzahl der Rähmchen',
    nl: 'Aantal ramen',
    it: 'Numero di telaini',
    es: 'Número de cuadros',
    pt: 'Número de quadros',
    pl: 'Liczba ramek',
  },
  'int',
  { required: true },
);

export const dilutionRatio = input(
  'dilution_ratio',
  {
    fr: 'Taux de dilution',
    en: 'Dilution ratio',
    de: 'Verdünnungsverhältnis',
    nl: 'Verdunningsverhouding',
    it: 'Rapporto di diluizione',
    es: 'Proporción de dilución',
    pt: 'Taxa de diluição',
    pl: 'Współczynnik rozcieńczenia',
  },
  'float',
  { required: true, unit: '%' },
);

export const capacityTonnes = input(
  'capacity_t',
  {
    fr: 'Capacité',
    en: 'Capacity',
    de: 'Fassungsvermögen',
    nl: 'Inhoud',
    it: 'Capacità',
    es: 'Capacidad',
    pt: 'Capacidade',
    pl: 'Pojemność',
  },
  'float',
  { required: true, unit: 't' },
);
