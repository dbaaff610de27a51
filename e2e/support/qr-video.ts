import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

export interface QrVideoOptions {
  width?: number;
  height?: number;
  frames?: number;
}

/**
 * Writes a Y4M video that shows the QR code of `text`, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`). Y4M is simple enough to write without ffmpeg: a header line, then
 * per frame `FRAME\n`, the luma plane and two quarter-size chroma planes (ENVIRONMENT.md). The code is
 * drawn black on white into the luma plane; chroma 128 is grey, so the picture is plain black and white.
 */
export async function writeQrVideo(file: string, text: string, options: QrVideoOptions = {}): Promise<void> {
  const { width = 640, height = 480, frames = 15 } = options;
  const luma = drawQrLuma(text, width, height);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`, 'ascii');
  // Chromium loops the file, so a few identical frames make a steady picture.
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** The luma plane: the code as large as fits, with the 4-module quiet zone the QR standard asks for. */
export function drawQrLuma(text: string, width: number, height: number): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quietZone = 4;
  const span = modules.size + 2 * quietZone;
  const scale = Math.floor((Math.min(width, height) * 0.9) / span);
  if (scale < 2) throw new Error(`a ${modules.size}-module QR code does not fit in ${width}x${height}`);
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.data[row * modules.size + col]) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  return luma;
}

/** The first frame's luma plane of a Y4M file written by `writeQrVideo`, for checking what the camera shows. */
export function firstFrameLuma(video: Buffer): { luma: Buffer; width: number; height: number } {
  const headerEnd = video.indexOf(0x0a);
  const header = video.subarray(0, headerEnd).toString('ascii');
  const width = Number(/ W(\d+)/.exec(header)?.[1]);
  const height = Number(/ H(\d+)/.exec(header)?.[1]);
  const frameStart = video.indexOf('FRAME\n', headerEnd, 'ascii') + 'FRAME\n'.length;
  return { luma: video.subarray(frameStart, frameStart + width * height), width, height };
}
