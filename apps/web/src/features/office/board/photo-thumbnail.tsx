import { Skeleton } from '../../../lib/ui/skeleton.tsx';

/** A photo, small, while `url` is on its way a placeholder; the full picture opens in a new tab. */
export function PhotoThumbnail({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return <Skeleton width={96} height={72} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="board-photo">
      <img src={url} alt={alt} width={96} height={72} />
    </a>
  );
}
