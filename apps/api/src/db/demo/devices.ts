import type { Texts } from '@installer/contracts';

/**
 * Device models and the demo devices of DESIGN §4. Notices are media the web app ships under
 * /media (no third-party address): a video when the address ends in .mp4 (spec §2 Result screen).
 */
export interface DemoReferential {
  id: number;
  name: string;
  notice: string | null;
  description: Texts;
  /** null: the app shows its default "activate the sensor manually" text. */
  introduction: Texts | null;
}

export const REFERENTIALS: DemoReferential[] = [
  {
    id: 101,
    name: 'TLS-1 ultrasonic tank level sensor',
    notice: '/media/notice-tank.png',
    description: {
      fr: "Vissez le capteur sur l'orifice libre du dessus de la cuve avec l'adaptateur 2\", antenne vers le haut, loin du tube de remplissage.",
      en: 'Screw the sensor onto the free opening on top of the tank with the 2" adapter, antenna up, away from the filling pipe.',
      de: 'Schrauben Sie den Sensor mit dem 2"-Adapter auf die freie Öffnung oben am Tank, Antenne nach oben, fern vom Füllrohr.',
      nl: 'Schroef de sensor met de 2"-adapter op de vrije opening bovenop de tank, antenne omhoog, uit de buurt van de vulleiding.',
      it: "Avvitate il sensore sull'apertura libera in cima al serbatoio con l'adattatore da 2\", antenna verso l'alto, lontano dal tubo di carico.",
      es: 'Atornille el sensor en la abertura libre de la parte superior del depósito con el adaptador de 2", antena hacia arriba, lejos del tubo de llenado.',
      pt: 'Aparafuse o sensor na abertura livre no topo do tanque com o adaptador de 2", antena para cima, longe do tubo de enchimento.',
      pl: 'Wkręć czujnik w wolny otwór na górze zbiornika za pomocą adaptera 2", anteną do góry, z dala od rury wlewowej.',
    },
    introduction: {
      fr: 'Approchez l’aimant du logo du capteur pendant 3 secondes : la LED clignote en vert quand le capteur est actif.',
      en: 'Hold the magnet against the sensor’s logo for 3 seconds: the LED flashes green once the sensor is active.',
      de: 'Halten Sie den Magneten 3 Sekunden an das Logo des Sensors: Die LED blinkt grün, sobald der Sensor aktiv ist.',
      nl: 'Houd de magneet 3 seconden tegen het logo van de sensor: de led knippert groen zodra de sensor actief is.',
      it: 'Tenete il magnete sul logo del sensore per 3 secondi: il LED lampeggia in verde quando il sensore è attivo.',
      es: 'Mantenga el imán sobre el logotipo del sensor durante 3 segundos: el LED parpadea en verde cuando el sensor está activo.',
      pt: 'Encoste o íman ao logótipo do sensor durante 3 segundos: o LED pisca a verde quando o sensor está ativo.',
      pl: 'Przyłóż magnes do logo czujnika na 3 sekundy: dioda mignie na zielono, gdy czujnik będzie aktywny.',
    },
  },
  {
    id: 102,
    name: 'TLS-2 ultrasonic tank level sensor (LTE-M)',
    notice: '/media/notice-tank-v2.mp4',
    description: {
      fr: 'Fixez le capteur au centre du dessus de la cuve, à 30 cm au moins des parois, puis serrez le collier à la main.',
      en: 'Fix the sensor in the middle of the tank top, at least 30 cm from the walls, then tighten the collar by hand.',
      de: 'Befestigen Sie den Sensor mittig auf dem Tank, mindestens 30 cm von den Wänden entfernt, und ziehen Sie die Schelle von Hand an.',
      nl: 'Bevestig de sensor in het midden van de tankbovenkant, minstens 30 cm van de wanden, en draai de klem met de hand vast.',
      it: 'Fissate il sensore al centro della parte superiore del serbatoio, ad almeno 30 cm dalle pareti, poi stringete la fascetta a mano.',
      es: 'Fije el sensor en el centro de la parte superior del depósito, a 30 cm como mínimo de las paredes, y apriete la abrazadera a mano.',
      pt: 'Fixe o sensor no centro do topo do tanque, a pelo menos 30 cm das paredes, e aperte a braçadeira à mão.',
      pl: 'Zamocuj czujnik na środku górnej ścianki zbiornika, co najmniej 30 cm od ścian, a następnie dokręć obejmę ręcznie.',
    },
    introduction: null,
  },
  {
    id: 244,
    name: 'Otodata propane tank monitor',
    notice: '/media/notice-tank.png',
    description: {
      fr: 'Montez le moniteur sur la jauge à cadran de la cuve de propane ; le cadran doit rester lisible.',
      en: 'Mount the monitor on the propane tank’s dial gauge; the dial must stay readable.',
      de: 'Montieren Sie den Monitor auf die Zeigeranzeige des Propantanks; die Anzeige muss lesbar bleiben.',
      nl: 'Monteer de monitor op de wijzermeter van de propaantank; de wijzerplaat moet leesbaar blijven.',
      it: "Montate il monitor sull'indicatore a quadrante del serbatoio di propano; il quadrante deve restare leggibile.",
      es: 'Monte el monitor sobre el indicador de esfera del depósito de propano; la esfera debe seguir siendo legible.',
      pt: 'Monte o monitor no indicador de mostrador do tanque de propano; o mostrador deve continuar legível.',
      pl: 'Zamontuj monitor na wskaźniku zegarowym zbiornika propanu; tarcza musi pozostać czytelna.',
    },
    introduction: {
      fr: 'Le moniteur se réveille dès qu’il est posé sur la jauge et envoie une première mesure dans les minutes qui suivent.',
      en: 'The monitor wakes up as soon as it sits on the gauge and sends a first reading within minutes.',
      de: 'Der Monitor startet, sobald er auf der Anzeige sitzt, und sendet innerhalb weniger Minuten einen ersten Messwert.',
      nl: 'De monitor wordt actief zodra hij op de meter zit en stuurt binnen enkele minuten een eerste meting.',
      it: 'Il monitor si attiva appena è posato sull’indicatore e invia una prima misura entro pochi minuti.',
      es: 'El monitor se activa en cuanto se coloca sobre el indicador y envía una primera medida en pocos minutos.',
      pt: 'O monitor ativa-se assim que fica sobre o indicador e envia uma primeira medição em poucos minutos.',
      pl: 'Monitor włącza się, gdy tylko zostanie osadzony na wskaźniku, i w ciągu kilku minut wysyła pierwszy odczyt.',
    },
  },
  {
    id: 230,
    name: 'HS-1 connected beehive scale',
    notice: '/media/notice-beehive-scale.png',
    description: {
      fr: 'Posez la balance sur un sol plat et stable, puis la ruche bien centrée sur le plateau.',
      en: 'Set the scale on flat, firm ground, then the hive well centred on the platform.',
      de: 'Stellen Sie die Waage auf ebenen, festen Boden und den Bienenstock mittig auf die Plattform.',
      nl: 'Zet de weegschaal op een vlakke, stevige ondergrond en de bijenkast goed gecentreerd op het plateau.',
      it: "Posate la bilancia su un terreno piano e stabile, poi l'arnia ben centrata sul piatto.",
      es: 'Coloque la báscula sobre un suelo plano y firme y, después, la colmena bien centrada en la plataforma.',
      pt: 'Coloque a balança num chão plano e firme e, depois, a colmeia bem centrada no prato.',
      pl: 'Ustaw wagę pasieczną na płaskim, twardym podłożu, a następnie ul dokładnie na środku platformy.',
    },
    introduction: {
      fr: 'Appuyez sur le bouton de la balance jusqu’au bip : elle envoie son premier poids dans les 30 secondes.',
      en: 'Press the scale’s button until it beeps: it sends its first weight within 30 seconds.',
      de: 'Drücken Sie die Taste der Waage bis zum Piepton: Sie sendet ihr erstes Gewicht innerhalb von 30 Sekunden.',
      nl: 'Druk op de knop van de weegschaal tot die piept: ze stuurt haar eerste gewicht binnen 30 seconden.',
      it: 'Premete il pulsante della bilancia fino al bip: invia il primo peso entro 30 secondi.',
      es: 'Pulse el botón de la báscula hasta oír el pitido: envía su primer peso en 30 segundos.',
      pt: 'Prima o botão da balança até ouvir o sinal sonoro: envia o primeiro peso em 30 segundos.',
      pl: 'Przytrzymaj przycisk wagi, aż wyda sygnał dźwiękowy: pierwszą masę wyśle w ciągu 30 sekund.',
    },
  },
];

export interface DemoDevice {
  device_number: string;
  serial_number: string;
  referential: number;
  /** Key into the demo professionals (accounts.ts). */
  professional: 'demo' | 'other';
  desk_version: 'V1' | 'V2';
  is_installable: boolean;
  /** What the first measurement shows on the result screen: a liquid level or a weight. */
  value_type_device: 'level' | 'weight';
}

export const DEVICES: DemoDevice[] = [
  {
    device_number: '10000001',
    serial_number: 'TLS1-0A41-7731',
    referential: 101,
    professional: 'demo',
    desk_version: 'V1',
    is_installable: true,
    value_type_device: 'level',
  },
  {
    device_number: '10000002',
    serial_number: 'TLS2-0B12-0932',
    referential: 102,
    professional: 'demo',
    desk_version: 'V2',
    is_installable: true,
    value_type_device: 'level',
  },
  {
    device_number: '10000244',
    serial_number: 'OTD-244-5521',
    referential: 244,
    professional: 'demo',
    desk_version: 'V1',
    is_installable: true,
    value_type_device: 'level',
  },
  {
    device_number: '10000230',
    serial_number: 'SN-BEE-0001',
    referential: 230,
    professional: 'demo',
    desk_version: 'V1',
    is_installable: true,
    value_type_device: 'weight',
  },
  {
    // Exists but cannot be installed (spec §8: device_cant_be_install).
    device_number: '10000404',
    serial_number: 'TLS1-0A41-9404',
    referential: 101,
    professional: 'demo',
    desk_version: 'V1',
    is_installable: false,
    value_type_device: 'level',
  },
  {
    device_number: '20000001',
    serial_number: 'TLS1-0C77-2001',
    referential: 101,
    professional: 'other',
    desk_version: 'V1',
    is_installable: true,
    value_type_device: 'level',
  },
  // Tank sensors the demo jobs plan (demo/jobs.ts), none of which a test installs.
  ...[501, 502, 503, 504, 505, 506, 507, 508, 509].map(
    (n): DemoDevice => ({
      device_number: String(10_000_000 + n),
      serial_number: `TLS1-JOB-${n}`,
      referential: 101,
      professional: 'demo',
      desk_version: 'V1',
      is_installable: true,
      value_type_device: 'level',
    }),
  ),
];

/** Where "see device detail" leads when the tunnel has no platform address (spec §4). */
export const deviceDetailUrl = (deviceNumber: string) =>
  `https://platform.sensor-demo.example/devices/${deviceNumber}`;
