import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Priming (docs/decisions/0012-offline-priming.md): the scanner is left out of the worker's precache (its
 * decoder is large, build/pwa-options.ts), so it is loaded once while online, and the worker keeps its chunks
 * and wasm as it keeps every chunk it serves: step 2 can then scan without signal.
 */
export async function keepScannerForOffline(): Promise<void> {
  await import('./scanner-dialog.tsx');
  if ((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector) return;
  await import('barcode-detector/ponyfill');
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`scanner decoder: ${response.status}`);
  await response.arrayBuffer();
}
