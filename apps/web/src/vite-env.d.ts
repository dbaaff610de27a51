/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Extra beehive hosts, comma-separated (spec §1), on top of bee.localhost. */
  readonly VITE_BEEHIVE_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
