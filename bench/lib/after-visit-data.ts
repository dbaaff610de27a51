import type { InstallationResult, ReportLink, Session } from '@installer/contracts';
import sharp from 'sharp';
import { call, ingest, tankInstallation, tankReferences } from './demo-api.ts';

/**
 * A camera photo as the app sends it (scalePhotoFile: 1920x1440, JPEG quality 0.8): a wall, a tank and the
 * sensor noise of a phone camera, about 420 KB, the size of the demo photo the report sent whole before
 * (docs/decisions/0015-report-photo-variants.md).
 */
async function cameraPhoto(): Promise<Buffer> {
  const width = 1920;
  const height = 1440;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % 20) - 10;
      const wall = y < 820 ? 150 + 30 * Math.sin(x / 37) * Math.sin(y / 53) : 90 + ((x * 3 + y * 5) % 23);
      const inTank = (x - 960) ** 2 / 500 ** 2 + (y - 700) ** 2 / 380 ** 2 < 1;
      const base = inTank ? 60 + 40 * Math.sin(x / 9) : wall;
      const i = (y * width + x) * 3;
      pixels[i] = clamp(base + noise + 20);
      pixels[i + 1] = clamp(base * 0.95 + noise);
      pixels[i + 2] = clamp(base * 0.8 + noise);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface AfterVisitPages {
  /** The public handover report of the first installation (one photo, a map, a first measurement). */
  reportPath: string;
  installations: number;
  photoBytes: number;
}

async function created<T>(answer: Promise<{ status: number; data: T }>, what: string): Promise<T> {
  const { status, data } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(data)}`);
  return data;
}

/**
 * What My installations and the report page show in the bench, made through the API as the app makes it: the
 * demo installer's three installable devices installed (DESIGN §4), two of them measured, a photo of the
 * first, and a report link to it.
 */
export async function afterVisitData(baseUrl: string, session: Session): Promise<AfterVisitPages> {
  const refs = await tankReferences(baseUrl, session);
  const token = session.token;
  const devices = ['10000001', '10000002', '10000244'];
  const installations: InstallationResult[] = [];
  for (const [seq, device] of devices.entries()) {
    installations.push(
      await created(
        call<InstallationResult>(baseUrl, 'POST', '/installation/device', {
          token,
          body: tankInstallation(device, refs, seq),
        }),
        `installation of ${device}`,
      ),
    );
  }
  for (const device of devices.slice(0, 2)) {
    await ingest(baseUrl, {
      device_number: device,
      message_id: `bench-${device}`,
      data: { mesure: 812, hauteur_liquide: 688, signal_quality: 4, volume: 1020 },
    });
  }
  const photo = await cameraPhoto();
  await created(
    call(baseUrl, 'POST', `/asset/device/${devices[0]}/image`, {
      token,
      body: { base64_string: `data:image/jpeg;base64,${photo.toString('base64')}` },
    }),
    'photo upload',
  );
  const first = installations[0];
  if (!first) throw new Error('no installation made');
  const link = await created(
    call<ReportLink>(baseUrl, 'POST', `/installation/${first.id_installation}/report_link`, {
      token,
      headers: { 'accept-language': 'en-GB' },
    }),
    'report link',
  );
  return {
    reportPath: new URL(link.url).pathname,
    installations: installations.length,
    photoBytes: photo.length,
  };
}
