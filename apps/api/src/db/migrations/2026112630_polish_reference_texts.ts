import type { Kysely } from 'kysely';

/**
 * Polish, the ninth content language (ARCHITECTURE.md, Adding a language), for databases seeded before it.
 * A fresh database gets its Polish texts from the seed, which runs after the migrations; a database seeded
 * earlier has seven languages in its text tables and JSON labels, and the API reads the caller's language in
 * both (JSON labels are parsed with every listed language required, db/json-columns.ts). So this adds a `pl`
 * row next to each English one and a `pl` label next to each English label:
 *
 * - the demo catalogue's texts get their Polish (copied here from db/demo/*.ts, frozen: a migration imports
 *   nothing from the application, so that a later change to the demo data cannot rewrite history);
 * - any other text (a catalogue row someone added) gets its English, the only text a migration can offer,
 *   so the row stays whole in Polish until it is translated. A row that already has Polish is left alone.
 */

/**
 * Every English text of the demo catalogue and its Polish, as the seed writes them from db/demo/*.ts (the
 * numbered tanks and inlets included). Words the same in both are left out.
 */
const POLISH: Record<string, string> = {
  'Tank (level sensor)': 'Zbiornik (czujnik poziomu)',
  'Heating oil, diesel or water tank measured by a level sensor.':
    'Zbiornik oleju opałowego, napędowego lub wody mierzony czujnikiem poziomu.',
  'Silo (level sensor)': 'Silos (czujnik poziomu)',
  'Grain, animal feed or pellet silo.': 'Silos na zboże, paszę lub pellet.',
  'Generic equipment': 'Urządzenie ogólne',
  'Any other equipment: boiler, cable reel, civil work, machining machine…':
    'Każde inne urządzenie: kocioł, bęben kablowy, obiekt budowlany, obrabiarka…',
  Beehive: 'Ul',
  'Hive standing on a connected scale.': 'Ul stojący na podłączonej wadze pasiecznej.',
  Equipment: 'Urządzenie',
  'Equipment reference': 'Oznaczenie urządzenia',
  'Capacity (L)': 'Pojemność (l)',
  'Installed outdoors': 'Zainstalowane na zewnątrz',
  'Commissioning date': 'Data uruchomienia',
  'Hive name': 'Nazwa ula',
  'Number of frames': 'Liczba ramek',
  'Queen marked': 'Matka oznakowana',
  'Colony installed on': 'Data osadzenia rodziny',
  'Heating Oil': 'Olej opałowy',
  Diesel: 'Olej napędowy',
  Propane: 'Propan',
  Butane: 'Butan',
  Gasoline: 'Benzyna',
  Kerosene: 'Nafta',
  DEF: 'AdBlue (DEF)',
  Lubricant: 'Smar',
  Water: 'Woda',
  Fertilizer: 'Nawóz',
  'Waste oil': 'Olej przepracowany',
  Wheat: 'Pszenica',
  Maize: 'Kukurydza',
  Barley: 'Jęczmień',
  'Pig feed': 'Pasza dla świń',
  'Poultry feed': 'Pasza dla drobiu',
  'Cattle feed': 'Pasza dla bydła',
  'Wood pellets': 'Pellet drzewny',
  'Acacia honey': 'Miód akacjowy',
  'Lavender honey': 'Miód lawendowy',
  'Chestnut honey': 'Miód kasztanowy',
  'Rapeseed honey': 'Miód rzepakowy',
  'Wildflower honey': 'Miód wielokwiatowy',
  Other: 'Inne',
  Oxygen: 'Tlen',
  Nitrogen: 'Azot',
  Hydrogen: 'Wodór',
  Disinfectant: 'Środek dezynfekujący',
  'Domestic hot water': 'Ciepła woda użytkowa',
  'Natural gas': 'Gaz ziemny',
  Air: 'Powietrze',
  Indoor: 'Wewnątrz',
  Outdoor: 'Na zewnątrz',
  Underground: 'Pod ziemią',
  Cellar: 'Piwnica',
  'Boiler room': 'Kotłownia',
  'Under shelter': 'Pod wiatą',
  'Screw the sensor onto the free opening on top of the tank with the 2" adapter, antenna up, away from the filling pipe.':
    'Wkręć czujnik w wolny otwór na górze zbiornika za pomocą adaptera 2", anteną do góry, z dala od rury wlewowej.',
  'Hold the magnet against the sensor’s logo for 3 seconds: the LED flashes green once the sensor is active.':
    'Przyłóż magnes do logo czujnika na 3 sekundy: dioda mignie na zielono, gdy czujnik będzie aktywny.',
  'Fix the sensor in the middle of the tank top, at least 30 cm from the walls, then tighten the collar by hand.':
    'Zamocuj czujnik na środku górnej ścianki zbiornika, co najmniej 30 cm od ścian, a następnie dokręć obejmę ręcznie.',
  'Mount the monitor on the propane tank’s dial gauge; the dial must stay readable.':
    'Zamontuj monitor na wskaźniku zegarowym zbiornika propanu; tarcza musi pozostać czytelna.',
  'The monitor wakes up as soon as it sits on the gauge and sends a first reading within minutes.':
    'Monitor włącza się, gdy tylko zostanie osadzony na wskaźniku, i w ciągu kilku minut wysyła pierwszy odczyt.',
  'Set the scale on flat, firm ground, then the hive well centred on the platform.':
    'Ustaw wagę pasieczną na płaskim, twardym podłożu, a następnie ul dokładnie na środku platformy.',
  'Press the scale’s button until it beeps: it sends its first weight within 30 seconds.':
    'Przytrzymaj przycisk wagi, aż wyda sygnał dźwiękowy: pierwszą masę wyśle w ciągu 30 sekund.',
  '16-tank controller': 'Sterownik 16 zbiorników',
  'One controller measuring up to sixteen tanks on the same site.':
    'Jeden sterownik mierzący do szesnastu zbiorników w jednym miejscu.',
  'Tank 1': 'Zbiornik 1',
  'Tank label': 'Oznaczenie zbiornika',
  'Sensor input number': 'Numer wejścia czujnika',
  'Tank shape': 'Kształt zbiornika',
  Rectangular: 'Prostopadłościenny',
  'Horizontal cylinder': 'Walec poziomy',
  'Vertical cylinder': 'Walec pionowy',
  Capacity: 'Pojemność',
  Height: 'Wysokość',
  'Sensor offset': 'Przesunięcie czujnika',
  'Tank 2': 'Zbiornik 2',
  'Tank 3': 'Zbiornik 3',
  'Tank 4': 'Zbiornik 4',
  'Tank 5': 'Zbiornik 5',
  'Tank 6': 'Zbiornik 6',
  'Tank 7': 'Zbiornik 7',
  'Tank 8': 'Zbiornik 8',
  'Tank 9': 'Zbiornik 9',
  'Tank 10': 'Zbiornik 10',
  'Tank 11': 'Zbiornik 11',
  'Tank 12': 'Zbiornik 12',
  'Tank 13': 'Zbiornik 13',
  'Tank 14': 'Zbiornik 14',
  'Tank 15': 'Zbiornik 15',
  'Tank 16': 'Zbiornik 16',
  'Tank 1 · Level': 'Zbiornik 1 · Poziom',
  'Tank 1 · Volume': 'Zbiornik 1 · Objętość',
  'Tank 2 · Level': 'Zbiornik 2 · Poziom',
  'Tank 2 · Volume': 'Zbiornik 2 · Objętość',
  'Tank 3 · Level': 'Zbiornik 3 · Poziom',
  'Tank 3 · Volume': 'Zbiornik 3 · Objętość',
  'Tank 4 · Level': 'Zbiornik 4 · Poziom',
  'Tank 4 · Volume': 'Zbiornik 4 · Objętość',
  'Tank 5 · Level': 'Zbiornik 5 · Poziom',
  'Tank 5 · Volume': 'Zbiornik 5 · Objętość',
  'Tank 6 · Level': 'Zbiornik 6 · Poziom',
  'Tank 6 · Volume': 'Zbiornik 6 · Objętość',
  'Tank 7 · Level': 'Zbiornik 7 · Poziom',
  'Tank 7 · Volume': 'Zbiornik 7 · Objętość',
  'Tank 8 · Level': 'Zbiornik 8 · Poziom',
  'Tank 8 · Volume': 'Zbiornik 8 · Objętość',
  'Tank 9 · Level': 'Zbiornik 9 · Poziom',
  'Tank 9 · Volume': 'Zbiornik 9 · Objętość',
  'Tank 10 · Level': 'Zbiornik 10 · Poziom',
  'Tank 10 · Volume': 'Zbiornik 10 · Objętość',
  'Tank 11 · Level': 'Zbiornik 11 · Poziom',
  'Tank 11 · Volume': 'Zbiornik 11 · Objętość',
  'Tank 12 · Level': 'Zbiornik 12 · Poziom',
  'Tank 12 · Volume': 'Zbiornik 12 · Objętość',
  'Tank 13 · Level': 'Zbiornik 13 · Poziom',
  'Tank 13 · Volume': 'Zbiornik 13 · Objętość',
  'Tank 14 · Level': 'Zbiornik 14 · Poziom',
  'Tank 14 · Volume': 'Zbiornik 14 · Objętość',
  'Tank 15 · Level': 'Zbiornik 15 · Poziom',
  'Tank 15 · Volume': 'Zbiornik 15 · Objętość',
  'Tank 16 · Level': 'Zbiornik 16 · Poziom',
  'Tank 16 · Volume': 'Zbiornik 16 · Objętość',
  'Battery voltage': 'Napięcie baterii',
  Temperature: 'Temperatura',
  '8-tank controller': 'Sterownik 8 zbiorników',
  'One controller measuring up to eight tanks on the same site.':
    'Jeden sterownik mierzący do ośmiu zbiorników w jednym miejscu.',
  'B-Meters water meter': 'Wodomierz B-Meters',
  'Remote reading of a B-Meters water meter with pulse output.':
    'Zdalny odczyt wodomierza B-Meters z wyjściem impulsowym.',
  Meter: 'Licznik',
  'Meter serial number': 'Numer seryjny licznika',
  'Pulse weight': 'Waga impulsu',
  'Initial reading': 'Stan początkowy',
  'Meter reading': 'Stan licznika',
  'Flow rate': 'Natężenie przepływu',
  'Heat recovery unit, one inlet': 'Odzysk ciepła, jedno wejście',
  'Temperatures and recovered power of a heat recovery unit.':
    'Temperatury i odzyskana moc urządzenia do odzysku ciepła.',
  'Recovery unit': 'Urządzenie odzysku',
  'Equipment name': 'Nazwa urządzenia',
  'Nominal power': 'Moc znamionowa',
  'Supply temperature': 'Temperatura zasilania',
  'Return temperature': 'Temperatura powrotu',
  Power: 'Moc',
  'Heat recovery unit, three inlets': 'Odzysk ciepła, trzy wejścia',
  'A recovery unit fed by three circuits, each followed on its own.':
    'Urządzenie odzysku zasilane trzema obiegami, każdy monitorowany osobno.',
  'Inlet 1': 'Wejście 1',
  'Inlet label': 'Oznaczenie wejścia',
  'Inlet 2': 'Wejście 2',
  'Inlet 3': 'Wejście 3',
  'Inlet 1 · Temperature': 'Wejście 1 · Temperatura',
  'Inlet 2 · Temperature': 'Wejście 2 · Temperatura',
  'Inlet 3 · Temperature': 'Wejście 3 · Temperatura',
  'Reprocessing plant': 'Stacja uzdatniania',
  'Chemical levels of a reprocessing plant.': 'Poziomy środków chemicznych stacji uzdatniania.',
  Plant: 'Stacja',
  Level: 'Poziom',
  Volume: 'Objętość',
  'Pulse counter': 'Licznik impulsów',
  'Reading of a pulse counter (water, gas, fuel).': 'Odczyt licznika impulsów (woda, gaz, paliwo).',
  Counter: 'Licznik impulsowy',
  'Detergent canister': 'Kanister z detergentem',
  'Level of a detergent canister on a scale or fitted with a probe.':
    'Poziom kanistra z detergentem na wadze lub wyposażonego w sondę.',
  Canister: 'Kanister',
  'Fill level': 'Stopień napełnienia',
  'Blank module (no preset model)': 'Pusty moduł (bez gotowego modelu)',
  'A module with no predefined model: only the basic details are asked for.':
    'Moduł bez zdefiniowanego modelu: wymagane są tylko podstawowe dane.',
  'Generic input': 'Wejście ogólne',
  Value: 'Wartość',
  'LPG or industrial gas tank': 'Zbiornik LPG lub gazu technicznego',
  'LPG or industrial gas tanks: fill level and pressure.':
    'Zbiorniki LPG lub gazu technicznego: stopień napełnienia i ciśnienie.',
  'Gas family': 'Rodzaj gazu',
  'Industrial gas': 'Gaz techniczny',
  Gas: 'Gaz',
  'Maximum pressure': 'Ciśnienie maksymalne',
  'Buried tank': 'Zbiornik podziemny',
  'Tank 1 · Fill level': 'Zbiornik 1 · Stopień napełnienia',
  'Tank 1 · Pressure': 'Zbiornik 1 · Ciśnienie',
  'Tank 2 · Fill level': 'Zbiornik 2 · Stopień napełnienia',
  'Tank 2 · Pressure': 'Zbiornik 2 · Ciśnienie',
  'GPS tracking': 'Lokalizacja GPS',
  'Position and speed of mobile equipment (mobile tank, trailer).':
    'Położenie i prędkość sprzętu mobilnego (zbiornik mobilny, przyczepa).',
  Tracker: 'Lokalizator',
  'Backup battery': 'Bateria zapasowa',
  Latitude: 'Szerokość geograficzna',
  Longitude: 'Długość geograficzna',
  Speed: 'Prędkość',
  'Hydrogen container': 'Kontener wodoru',
  'Pressure and hydrogen mass of a container or cylinder bundle.':
    'Ciśnienie i masa wodoru w kontenerze lub wiązce butli.',
  Container: 'Kontener',
  Pressure: 'Ciśnienie',
  Mass: 'Masa',
  'Beekeeping scale (weight, climate)': 'Waga pasieczna (waga, klimat)',
  'Weight, temperature and humidity of a hive on a connected scale.':
    'Waga, temperatura i wilgotność ula na podłączonej wadze pasiecznej.',
  Hive: 'Ul',
  Weight: 'Waga',
  Humidity: 'Wilgotność',
  'Network equipment': 'Urządzenia sieciowe',
  'Availability and link quality of a network device.': 'Dostępność i jakość łącza urządzenia sieciowego.',
  'Network device': 'Urządzenie sieciowe',
  'Signal strength': 'Siła sygnału',
  Uptime: 'Czas pracy',
  'Norea vertical tank': 'Zbiornik pionowy Norea',
  'Norea vertical tanks: the model’s dimensions are already known.':
    'Zbiorniki pionowe Norea: wymiary modelu są już znane.',
  'Norea tank': 'Zbiornik Norea',
  'Pressurised tank': 'Zbiornik ciśnieniowy',
  'Pressure and temperature of a pressurised tank.': 'Ciśnienie i temperatura zbiornika ciśnieniowego.',
  'Dilution plant': 'Stacja rozcieńczania',
  'Dilution ratio and product level of a dilution plant.':
    'Współczynnik rozcieńczenia i poziom produktu stacji rozcieńczania.',
  'Dilution ratio': 'Współczynnik rozcieńczenia',
  'Silo (module)': 'Silos (moduł)',
  'Feed or grain silos followed by module: fill level and mass.':
    'Silosy na paszę lub zboże monitorowane modułem: stopień napełnienia i masa.',
  Silo: 'Silos',
  Diameter: 'Średnica',
  'Tank (module)': 'Zbiornik (moduł)',
  'Liquid tank followed by module: level, volume and fill level.':
    'Zbiornik cieczy monitorowany modułem: poziom, objętość i stopień napełnienia.',
  Tank: 'Zbiornik',
  Material: 'Materiał',
  Steel: 'Stal',
  Polyethylene: 'Polietylen',
  Concrete: 'Beton',
  'Wall type': 'Rodzaj płaszcza',
  'Single wall': 'Jednopłaszczowy',
  'Double wall': 'Dwupłaszczowy',
  Lined: 'Z wykładziną',
  Unlined: 'Bez wykładziny',
};

const polish = (english: string): string => POLISH[english] ?? english;

/** Each text table (one row per content language), its key columns and its text columns. */
const TEXT_TABLES = [
  { table: 'asset_type_texts', keys: ['id_referential'], texts: ['value', 'description'] },
  { table: 'liquid_texts', keys: ['id_asset_liquid'], texts: ['name'] },
  { table: 'localisation_type_texts', keys: ['id_referential'], texts: ['value'] },
  { table: 'asset_generic_module_texts', keys: ['id_asset_generic_module'], texts: ['name'] },
  { table: 'module_texts', keys: ['id_module'], texts: ['name'] },
  { table: 'module_asset_model_texts', keys: ['id_asset_model'], texts: ['name'] },
  {
    table: 'device_referential_texts',
    keys: ['id_device_referential'],
    texts: ['description', 'introduction'],
  },
] as const;

/** Each JSON column whose labels are keyed by content language. */
const JSON_COLUMNS = [
  { table: 'asset_generic_modules', key: 'id_asset_generic_module', column: 'form_inputs' },
  { table: 'modules', key: 'id_module', column: 'default_metrics_configuration' },
  { table: 'module_asset_models', key: 'id_asset_model', column: 'form_inputs' },
] as const;

type Row = Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
async function addPolishRows(db: Kysely<any>): Promise<void> {
  for (const { table, keys, texts } of TEXT_TABLES) {
    const rows: Row[] = await db
      .selectFrom(table)
      .selectAll()
      .where('language', 'in', ['en', 'pl'])
      .execute();
    const id = (row: Row) => keys.map((key) => String(row[key])).join('|');
    const done = new Set(rows.filter((row) => row.language === 'pl').map(id));
    const missing = rows
      .filter((row) => row.language === 'en' && !done.has(id(row)))
      .map((row) => {
        const out: Row = { language: 'pl' };
        for (const key of keys) out[key] = row[key];
        for (const text of texts) out[text] = typeof row[text] === 'string' ? polish(row[text]) : row[text];
        return out;
      });
    // Small batches: SQLite caps the parameters of one statement.
    for (let start = 0; start < missing.length; start += 100) {
      await db
        .insertInto(table)
        .values(missing.slice(start, start + 100))
        .execute();
    }
  }
}

/** A label keyed by content language: an object of two-letter keys with an English string. */
const isLabel = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Row).en === 'string' &&
  Object.keys(value).every((key) => /^[a-z]{2}$/.test(key));

/** Every label in a JSON value, changed in place by `change`; whether any changed. */
function eachLabel(value: unknown, change: (label: Record<string, unknown>) => boolean): boolean {
  if (isLabel(value)) return change(value);
  if (typeof value !== 'object' || value === null) return false;
  let changed = false;
  for (const child of Object.values(value)) changed = eachLabel(child, change) || changed;
  return changed;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
async function rewriteLabels(db: Kysely<any>, change: (label: Record<string, unknown>) => boolean) {
  for (const { table, key, column } of JSON_COLUMNS) {
    const rows: Row[] = await db.selectFrom(table).select([key, column]).execute();
    for (const row of rows) {
      const json: unknown = JSON.parse(String(row[column]));
      if (!eachLabel(json, change)) continue;
      await db
        .updateTable(table)
        .set({ [column]: JSON.stringify(json) })
        .where(key, '=', row[key])
        .execute();
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await addPolishRows(db);
  await rewriteLabels(db, (label) => {
    if (typeof label.pl === 'string') return false;
    label.pl = polish(String(label.en));
    return true;
  });
}

/** Back to seven languages: every Polish text goes, the seed's included (the code before this has no Polish). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TEXT_TABLES) await db.deleteFrom(table).where('language', '=', 'pl').execute();
  await rewriteLabels(db, (label) => 'pl' in label && delete label.pl);
}
