import type { AppConfig } from '@installer/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppConfigLoader } from '../../lib/app-config.ts';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { useInView } from '../../lib/use-in-view.ts';
import { formatCoordinate } from '../../lib/format-value.ts';
import { useReportText } from './report-text.ts';
import './report-map.css';

/** The address block's map (Leaflet, lazy), showing the place only: it prints as the page shows it. */
const AddressMap = lazy(() => import('../address/address-map.tsx'));

/** A map of a fixed width (report-map.css): printed on a wider page, a wider map would show tiles that never loaded. */
const MAP_WIDTH = 320;
const MAP_HEIGHT = 200;

/**
 * The report's map of the installation's place. It sits below the fold on a phone: Leaflet (about 48 KB of
 * script and its stylesheet), the tile server's address and the tiles load when the reader scrolls near it
 * (lib/use-in-view.ts), not with the page (docs/PERFORMANCE.md).
 */
export function ReportMap({ position }: { position: { lat: number; lon: number } }) {
  const { t, tag } = useReportText();
  const load = useAppConfigLoader();
  const [ref, seen] = useInView<HTMLDivElement>();
  const [config, setConfig] = useState<AppConfig | 'failed' | null>(null);
  useEffect(() => {
    if (!seen) return;
    let live = true;
    load().then(
      (answer) => live && setConfig(answer),
      () => live && setConfig('failed'),
    );
    return () => {
      live = false;
    };
  }, [load, seen]);
  const coordinates = (
    <Text variant="caption" tone="secondary" as="p">
      {t('address.coordinates', {
        lat: formatCoordinate(position.lat, tag),
        lon: formatCoordinate(position.lon, tag),
      })}
    </Text>
  );
  // Without the tile server's address the coordinates are all the page can give.
  if (config === 'failed') return coordinates;
  const placeholder = <Skeleton width={MAP_WIDTH} height={MAP_HEIGHT} />;
  return (
    <div ref={ref} data-testid="report-map" className="report-map">
      {config === null ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <AddressMap
            position={position}
            tileUrl={config.tile_url}
            tileAttribution={config.tile_attribution}
            mapLabel={t('report.map_label')}
            markerLabel={t('report.marker_label')}
            height={MAP_HEIGHT}
          />
        </Suspense>
      )}
      {coordinates}
    </div>
  );
}
