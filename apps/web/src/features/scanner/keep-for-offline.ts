import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Where the scanner stands for a day without signal (docs/decisions/0012-offline-priming.md): `kept`, it
 * opens and decodes offline; `decoder_on_demand`, its code is on the phone but not its decoder, which comes
 * the first time the scanner opens online or when the installer asks ("Prepare for offline").
 */
export type ScannerOffline = 'kept' | 'decoder_on_demand';

/** The decoder is in one of the worker's caches (it keeps every chunk it serves: src/sw.ts). */
async function decoderKept(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return Boolean(await caches.match(wasmUrl).catch(() => undefined));
}

/**
 * Priming: the scanner is left out of the worker's precache (build/pwa-options.ts), so its code is loaded
 * once while online and the worker keeps it as it keeps every chunk it serves. Its decoder (ZXing's wasm,
 * about 350 KB on the wire) is needed only where the browser has no barcode reader of its own (iOS Safari,
 * desktops; Chrome on Android has one): fetched only with `decoder`, when the installer asked, so that the
 * app's first visit does not spend it before anyone opens the scanner (docs/PERFORMANCE.md).
 */
export async function keepScannerForOffline(options: { decoder: boolean }): Promise<ScannerOffline> {
  await import('./scanner-dialog.tsx');
  if ((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector) return 'kept';
  // Without its decoder the polyfill (14 KB) reads nothing offline: both come together, when asked or when the
  // scanner first opens online (the worker then keeps both).
  if (!options.decoder) return (await decoderKept()) ? 'kept' : 'decoder_on_demand';
  await import('barcode-detector/ponyfill');
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`scanner decoder: ${response.status}`);
  await response.arrayBuffer();
  return 'kept';
}
