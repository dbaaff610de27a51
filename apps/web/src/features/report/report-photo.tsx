import type { HandoverReport } from '@installer/contracts';
import './report-photo.css';

type Photo = HandoverReport['photos'][number];

/**
 * The width a photo takes on the page (report-photos.css's grid: one column on a phone, two from 600 px in a
 * page at most 900 px wide, 12 to 24 px of margin): the browser picks the copy of `srcset` that covers it at
 * the screen's pixel ratio (docs/decisions/0015-report-photo-variants.md).
 */
const SIZES = '(min-width: 900px) 426px, (min-width: 600px) calc(50vw - 30px), calc(100vw - 24px)';

/**
 * One photo of the report at the size the page shows it; a tap opens the photo as it was taken, full size,
 * to zoom on a label or a valve. Below the fold on a phone: loaded as the reader scrolls to it (and before
 * printing, which Chromium does for lazy images).
 */
export function ReportPhoto({ photo, alt }: { photo: Photo; alt: string }) {
  const largest = photo.variants.at(-1);
  return (
    <a className="report-photo" href={photo.url} target="_blank" rel="noopener">
      <img
        src={largest?.url ?? photo.url}
        srcSet={photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') || undefined}
        sizes={photo.variants.length > 0 ? SIZES : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        // The photos of the app are 4:3; the box crops to its own height whatever the photo.
        width={1080}
        height={810}
      />
    </a>
  );
}
