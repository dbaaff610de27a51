import type { HandoverReport } from '@installer/contracts';

type Photo = HandoverReport['photos'][number];

/** The copy asked for: wide enough for a phone's screen and a page's column (report-photo.tsx's sizes). */
const SHOWN_WIDTH = 1080;

/**
 * The report's photos as this page can show them. In the space their addresses are customerReportPhoto's,
 * which take the customer's token in a header, and an <img> cannot send one (nor should the token sit in an
 * address): each photo is fetched here, once, at the width the page shows, and shown from memory (an object
 * URL, freed with the query's data by `releasePhotos`). A photo that fails is left at its address: the
 * browser then shows its text alternative, as for any image that does not load.
 */
export async function withPhotosShown(
  report: HandoverReport,
  token: string | null,
  signal: AbortSignal,
): Promise<HandoverReport> {
  if (token === null || report.photos.length === 0) return report;
  const photos = await Promise.all(report.photos.map((photo) => shown(photo, token, signal)));
  return { ...report, photos };
}

async function shown(photo: Photo, token: string, signal: AbortSignal): Promise<Photo> {
  const copy = photo.variants.find((variant) => variant.width >= SHOWN_WIDTH) ?? photo.variants.at(-1);
  try {
    // Not the API client: its answers are JSON envelopes, these are image bytes (the route's 200 is binary).
    const response = await fetch(new URL(copy?.url ?? photo.url, window.location.origin), {
      headers: { Authorization: `Bearer ${token}` },
      signal,
    });
    if (!response.ok) return photo;
    const url = URL.createObjectURL(await response.blob());
    return { ...photo, url, variants: [] };
  } catch (error) {
    if (signal.aborted) throw error;
    return photo;
  }
}

/** Frees the memory of photos `withPhotosShown` fetched. */
export function releasePhotos(report: HandoverReport | undefined): void {
  for (const photo of report?.photos ?? []) {
    if (photo.url.startsWith('blob:')) URL.revokeObjectURL(photo.url);
  }
}
