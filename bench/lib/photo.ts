import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { KEEP_NAMES_SHIM } from './browser.ts';
import { REPO_ROOT } from './processes.ts';

/** The app's own scaling function (result screen, spec §2): measured as it runs in the browser. */
export const SCALE_MODULE = path.join(REPO_ROOT, 'apps/web/src/features/camera/scale-photo.ts');

export interface PhotoFigures {
  scene: string;
  inputBytes: number;
  outputBytes: number;
  width: number;
  height: number;
  /** What travels in the upload's JSON: the data URL. */
  dataUrlChars: number;
}

/** Bundles the module for the browser as a global, with the app's own dependencies. */
async function bundleScaler(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: SCALE_MODULE, formats: ['iife'], name: 'benchPhoto', fileName: 'bench-photo' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const first = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (first?.type !== 'chunk') throw new Error('the scaling module did not bundle');
  return first.code;
}

/**
 * Two 4000x3000 camera-like JPEGs (quality 0.92, as phones save them): a smooth scene (sky, walls, a tank)
 * and a detailed one (texture and sensor noise everywhere), then the app's scalePhotoFile on each.
 */
export async function measurePhotoScaling(browser: Browser): Promise<PhotoFigures[] | null> {
  if (!existsSync(SCALE_MODULE)) return null;
  const code = await bundleScaler();
  const context = await browser.newContext();
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>photo</title>');
  await page.addScriptTag({ content: code });
  const figures = await page.evaluate(async () => {
    const scaler = (
      window as unknown as {
        benchPhoto: {
          scalePhotoFile(
            file: Blob,
          ): Promise<{ bytes: number; width: number; height: number; dataUrl: string }>;
        };
      }
    ).benchPhoto;
    const scenes: Array<{ scene: string; noise: number; texture: number }> = [
      { scene: 'smooth 4000x3000', noise: 3, texture: 0 },
      { scene: 'detailed 4000x3000', noise: 14, texture: 40 },
    ];
    const results = [];
    for (const { scene, noise, texture } of scenes) {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      const sky = ctx.createLinearGradient(0, 0, 0, 3000);
      sky.addColorStop(0, '#8fb8de');
      sky.addColorStop(0.55, '#d9e4ea');
      sky.addColorStop(0.56, '#7a6f5d');
      sky.addColorStop(1, '#4b4237');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 4000, 3000);
      ctx.fillStyle = '#c9c2b0';
      ctx.fillRect(400, 700, 3200, 1500);
      const tank = ctx.createLinearGradient(1200, 0, 2800, 0);
      tank.addColorStop(0, '#2f5d3a');
      tank.addColorStop(0.5, '#5f9a6b');
      tank.addColorStop(1, '#23462c');
      ctx.fillStyle = tank;
      ctx.beginPath();
      ctx.ellipse(2000, 1700, 800, 650, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#222';
      ctx.font = '120px sans-serif';
      ctx.fillText('10000001', 1700, 1750);
      const image = ctx.getImageData(0, 0, 4000, 3000);
      const data = image.data;
      let seed = 42;
      const random = () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed / 4294967296;
      };
      for (let i = 0; i < data.length; i += 4) {
        const pixel = i / 4;
        const x = pixel % 4000;
        const y = (pixel - x) / 4000;
        const grain = (random() - 0.5) * 2 * noise;
        const pattern = texture ? Math.sin(x * 0.35) * Math.cos(y * 0.27) * texture * random() : 0;
        data[i] = (data[i] ?? 0) + grain + pattern;
        data[i + 1] = (data[i + 1] ?? 0) + grain + pattern;
        data[i + 2] = (data[i + 2] ?? 0) + grain + pattern;
      }
      ctx.putImageData(image, 0, 0);
      const input = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/jpeg', 0.92),
      );
      const scaled = await scaler.scalePhotoFile(input);
      results.push({
        scene,
        inputBytes: input.size,
        outputBytes: scaled.bytes,
        width: scaled.width,
        height: scaled.height,
        dataUrlChars: scaled.dataUrl.length,
      });
    }
    return results;
  });
  await context.close();
  return figures;
}
