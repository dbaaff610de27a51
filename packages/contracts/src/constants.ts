/** spec §9 Business constants and limits. One place; the app and the server both read them. */
export const APP_VERSION = '0.1.26';
export const EMAIL_LOOKUP_DEBOUNCE_MS = 500;
export const LOADER_DELAY_MS = 1000;
export const CALCULATED_HIGHLIGHT_MS = 1000;
export const DEFAULT_MAP_CENTER = { lat: 48.8566, lng: 2.3522 } as const;
export const DEFAULT_MAP_ZOOM = 5;
export const PLACE_ZOOM = 11;
export const STEP5_REFERENTIAL = 244;
/** spec §2 Step 3: the beehive variant presets the type to generic 'Ruche', referential 230, module 5. */
export const BEEHIVE_PRESET = {
  key: 'generic',
  value: 'Ruche',
  id_referential: 230,
  id_asset_generic_module: 5,
} as const;
export const FIRST_EMISSION_POLL_MS = 10_000;
/** spec §4: polling stops after more than 5 failed or empty attempts. */
export const FIRST_EMISSION_MAX_MISSES = 5;
export const INSTALLATION_MEDIA_MAX_PX = 600;
export const SCALE_BEEP_HINT_MS = 30_000;
/** Photos are scaled in the browser to this long side before upload. */
export const PHOTO_MAX_LONG_SIDE_PX = 1920;
/** Largest decoded photo the server accepts (413 above). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
