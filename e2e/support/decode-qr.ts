import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

/**
 * Decodes the QR codes of a grey picture with the same zxing reader the app's scanner polyfill uses, loaded
 * from node_modules (never a CDN). It checks the fake camera's video independently of the app, so a failing
 * scanner journey points at the app, not at the picture.
 */
export async function decodeQr(luma: Buffer, width: number, height: number): Promise<string[]> {
  const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const grey = luma[i] ?? 0;
    rgba.set([grey, grey, grey, 255], i * 4);
  }
  // zxing reads any { data, width, height }; Node has no ImageData class.
  const image = { data: rgba, width, height, colorSpace: 'srgb' } as ImageData;
  const results = await readBarcodes(image, { formats: ['QRCode'] });
  return results.map((result) => result.text);
}
