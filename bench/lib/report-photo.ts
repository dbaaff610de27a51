import type { Browser } from 'playwright-core';
import { KEEP_NAMES_SHIM } from './browser.ts';

export interface ReportPhotoFigures {
  /** The photo as uploaded (the tap's full size). */
  full: { width: number; height: number; bytes: number };
  /** What a phone of this pixel ratio loaded for the photo once scrolled to it: its URL and bytes on the wire. */
  shown: Array<{ devicePixelRatio: number; url: string; bytes: number }>;
}

/**
 * The report's photo as a 360 px phone gets it (docs/decisions/0015-report-photo-variants.md): the page is
 * opened at several pixel ratios (Lighthouse's phone is 1.75, most phones 2 to 3), scrolled to the photo, and
 * the copy the browser chose from `srcset` is read with its bytes, next to the full photo a tap opens.
 */
export async function measureReportPhoto(browser: Browser, reportUrl: string): Promise<ReportPhotoFigures> {
  const shown: ReportPhotoFigures['shown'] = [];
  let full: ReportPhotoFigures['full'] = { width: 0, height: 0, bytes: 0 };
  for (const devicePixelRatio of [1.75, 2, 3]) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: devicePixelRatio,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
      serviceWorkers: 'block',
    });
    await context.addInitScript(KEEP_NAMES_SHIM);
    try {
      const page = await context.newPage();
      const images = new Map<string, Promise<number>>();
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'image') return;
        images.set(
          request.url(),
          request.sizes().then((sizes) => Math.max(0, sizes.responseBodySize) + sizes.responseHeadersSize),
        );
      });
      await page.goto(reportUrl);
      const photo = page.getByRole('img', { name: /^Photo of the installation/ }).first();
      await photo.waitFor({ state: 'attached', timeout: 30_000 });
      await photo.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => {
          const image = [...document.images].find((each) => each.alt.startsWith('Photo of the installation'));
          return image?.complete && image.naturalWidth > 0;
        },
        undefined,
        { timeout: 30_000 },
      );
      const url = await photo.evaluate((image) => (image as HTMLImageElement).currentSrc);
      shown.push({
        devicePixelRatio,
        url: new URL(url).search || '(full size)',
        bytes: (await images.get(url)) ?? 0,
      });
      if (full.bytes === 0) {
        const href = await photo.evaluate((image) => image.closest('a')?.href ?? '');
        const response = await page.request.get(href);
        const body = await response.body();
        const size = await photo.evaluate(
          (_image, source) =>
            new Promise<[number, number]>((resolve) => {
              const probe = new Image();
              probe.onload = () => resolve([probe.naturalWidth, probe.naturalHeight]);
              probe.onerror = () => resolve([0, 0]);
              probe.src = source;
            }),
          href,
        );
        full = { width: size[0], height: size[1], bytes: body.length };
      }
    } finally {
      await context.close();
    }
  }
  return { full, shown };
}
