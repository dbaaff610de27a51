import type { NewDomicile } from '@installer/contracts';

/**
 * DESIGN §4 accounts and customers. Addresses are real-looking places so the map and the
 * place rules of spec §5 behave as with a real customer.
 */
const DEFAULT_TUNNEL = 'tunnel_installation';

export const DISPLAY_OPTIONS = [
  {
    key: DEFAULT_TUNNEL,
    src_logo: '/media/logo-demo.svg',
    url_platform: null,
    tunnel_installation_url: '/installation',
    primary_color: '#0B5FA5',
    src_favicon: '/media/favicon-demo.png',
  },
  {
    key: 'bee',
    src_logo: '/media/logo-bee.svg',
    url_platform: null,
    tunnel_installation_url: '/installation/bee',
    primary_color: '#B7791F',
    src_favicon: '/media/favicon-bee.png',
  },
  {
    key: 'other-installations',
    src_logo: '/media/logo-other.svg',
    url_platform: 'https://platform.other-installations.example',
    tunnel_installation_url: '/installation/other-installations',
    primary_color: '#2F855A',
    src_favicon: '/media/favicon-demo.png',
  },
];

export const PROFESSIONALS = {
  demo: {
    uid: 'demo-installations',
    name: 'Demo Installations',
    desk_version: 'V1' as const,
    display_option_key: null,
  },
  other: {
    uid: 'other-installations',
    name: 'Other Installations',
    desk_version: 'V1' as const,
    display_option_key: 'other-installations',
  },
};

export const DEMO_PASSWORD = 'demo-installer';

/** The office account's password (docs/decisions/0022-office-jobs.md), told apart from the installers'. */
const DEMO_OFFICE_PASSWORD = 'demo-office';

interface DemoInstaller {
  professional: 'demo' | 'other';
  email: string;
  name: string;
  /** docs/decisions/0022-office-jobs.md; an installer unless told. */
  role?: 'installer' | 'office';
  /** DEMO_PASSWORD unless told. */
  password?: string;
}

export const INSTALLERS: DemoInstaller[] = [
  { professional: 'demo', email: 'installer@demo.test', name: 'Camille Martin' },
  { professional: 'other', email: 'other@demo.test', name: 'Jonas Peeters' },
  // The office of the demo professional, and a second installer it plans jobs for.
  {
    professional: 'demo',
    email: 'office@demo.test',
    name: 'Odile Bureau',
    role: 'office',
    password: DEMO_OFFICE_PASSWORD,
  },
  { professional: 'demo', email: 'installer2@demo.test', name: 'Théo Garnier' },
];

type DemoAddress = Pick<
  NewDomicile,
  | 'address'
  | 'street_number'
  | 'route'
  | 'postal_code'
  | 'country'
  | 'country_code'
  | 'latitude'
  | 'longitude'
> & { address_name: string; city: string };

export interface DemoUserClient {
  professional: 'demo' | 'other';
  email: string;
  first_name: string;
  last_name: string;
  status: 'complete' | 'incomplete' | 'taken';
  domiciles: DemoAddress[];
}

export const USER_CLIENTS: DemoUserClient[] = [
  {
    professional: 'demo',
    email: 'client@demo.test',
    first_name: 'Claire',
    last_name: 'Dubois',
    status: 'complete',
    domiciles: [
      {
        address_name: 'Maison',
        address: '12 Rue des Tilleuls, 69003 Lyon, France',
        street_number: '12',
        route: 'Rue des Tilleuls',
        city: 'Lyon',
        postal_code: '69003',
        country: 'France',
        country_code: 'FR',
        latitude: 45.7597,
        longitude: 4.8575,
      },
      {
        address_name: 'Ferme du Moulin',
        address: '4 Chemin du Moulin, 71250 Cluny, France',
        street_number: '4',
        route: 'Chemin du Moulin',
        city: 'Cluny',
        postal_code: '71250',
        country: 'France',
        country_code: 'FR',
        latitude: 46.4339,
        longitude: 4.6587,
      },
    ],
  },
  {
    // spec §4: 206, the customer has not finished registering.
    professional: 'demo',
    email: 'incomplete@demo.test',
    first_name: 'Hugo',
    last_name: 'Lambert',
    status: 'incomplete',
    domiciles: [],
  },
  {
    // spec §4: 410, the address belongs to an account that cannot become a customer.
    professional: 'demo',
    email: 'taken@demo.test',
    first_name: 'Inès',
    last_name: 'Moreau',
    status: 'taken',
    domiciles: [],
  },
  {
    professional: 'other',
    email: 'customer@other.test',
    first_name: 'Lotte',
    last_name: 'Janssens',
    status: 'complete',
    domiciles: [
      {
        address_name: 'Thuis',
        address: 'Kerkstraat 21, 9000 Gent, België',
        street_number: '21',
        route: 'Kerkstraat',
        city: 'Gent',
        postal_code: '9000',
        country: 'België',
        country_code: 'BE',
        latitude: 51.0536,
        longitude: 3.7304,
      },
    ],
  },
];

export interface DemoClient {
  professional: 'demo' | 'other';
  uid: string;
  company_name: string;
  client_space_name: string;
  siret: string | null;
  code_client: string | null;
  domiciles: DemoAddress[];
}

export const CLIENTS: DemoClient[] = [
  {
    professional: 'demo',
    uid: 'boulangerie-martin',
    company_name: 'Boulangerie Martin SARL',
    client_space_name: 'Boulangerie Martin',
    siret: '41234567800019',
    code_client: 'C-0042',
    domiciles: [
      {
        address_name: 'Fournil',
        address: '8 Place de la République, 21000 Dijon, France',
        street_number: '8',
        route: 'Place de la République',
        city: 'Dijon',
        postal_code: '21000',
        country: 'France',
        country_code: 'FR',
        latitude: 47.3273,
        longitude: 5.0441,
      },
    ],
  },
  {
    professional: 'demo',
    uid: 'transports-lefevre',
    company_name: 'Transports Lefèvre',
    client_space_name: 'Transports Lefèvre',
    siret: '52987654300027',
    code_client: 'C-0057',
    domiciles: [
      {
        address_name: 'Dépôt de Mâcon',
        address: '150 Rue de Lyon, 71000 Mâcon, France',
        street_number: '150',
        route: 'Rue de Lyon',
        city: 'Mâcon',
        postal_code: '71000',
        country: 'France',
        country_code: 'FR',
        latitude: 46.2926,
        longitude: 4.8309,
      },
      {
        address_name: 'Dépôt de Chalon',
        address: '3 Rue du Port Nord, 71100 Chalon-sur-Saône, France',
        street_number: '3',
        route: 'Rue du Port Nord',
        city: 'Chalon-sur-Saône',
        postal_code: '71100',
        country: 'France',
        country_code: 'FR',
        latitude: 46.7974,
        longitude: 4.8687,
      },
    ],
  },
  {
    professional: 'other',
    uid: 'brouwerij-de-smet',
    company_name: 'Brouwerij De Smet BV',
    client_space_name: 'Brouwerij De Smet',
    siret: null,
    code_client: 'B-0007',
    domiciles: [
      {
        address_name: 'Brouwerij',
        address: 'Industrieweg 5, 9032 Gent, België',
        street_number: '5',
        route: 'Industrieweg',
        city: 'Gent',
        postal_code: '9032',
        country: 'België',
        country_code: 'BE',
        latitude: 51.1102,
        longitude: 3.7061,
      },
    ],
  },
];

/** The professional's own addresses, for installations without a customer (spec §1 without_user). */
export const OWN_DOMICILES: { professional: 'demo' | 'other'; domicile: DemoAddress }[] = [
  {
    professional: 'demo',
    domicile: {
      address_name: 'Atelier Demo Installations',
      address: '27 Avenue Jean Jaurès, 69007 Lyon, France',
      street_number: '27',
      route: 'Avenue Jean Jaurès',
      city: 'Lyon',
      postal_code: '69007',
      country: 'France',
      country_code: 'FR',
      latitude: 45.7478,
      longitude: 4.8429,
    },
  },
];
