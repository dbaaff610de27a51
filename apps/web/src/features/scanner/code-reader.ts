import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The codes a sensor label carries: QR codes and the usual bar codes (spec §2 Step 2). */
const FORMATS = [
  'qr_code',
  'code_128',
  'code_39',
  'code_93',
  'ean_13',
  'ean_8',
  'itf',
  'data_matrix',
  'upc_a',
];

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options?: { formats?: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

async function detectorClass(): Promise<DetectorClass> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) return native;
  // No native BarcodeDetector (Firefox, desktop Chromium on Linux): the ZXing polyfill, with its wasm
  // served by us rather than fetched from a CDN.
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return BarcodeDetector as unknown as DetectorClass;
}

/** Reads the first code in a video frame, or null. Loaded only when the scanner opens. */
export async function createCodeReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = await detectorClass();
  const supported = await Detector.getSupportedFormats();
  const detector = new Detector({ formats: FORMATS.filter((format) => supported.includes(format)) });
  return async (video) => {
    const codes = await detector.detect(video);
    const value = codes.map((code) => code.rawValue.trim()).find(Boolean);
    return value ?? null;
  };
}
