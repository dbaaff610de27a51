import type { PlaceSuggestion } from '@installer/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { MapIcon } from '../../lib/ui/icons/map-icon.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text, VisuallyHidden } from '../../lib/ui/text.tsx';
import { useAppConfig } from './api/app-config.ts';
import './address-block.css';
import type { Position } from './locate-me.ts';
import { PlaceSearch } from './place-search.tsx';

/** Leaflet and its CSS arrive only when the installer opens the map (docs/PERFORMANCE.md: first load stays small). */
const AddressMap = lazy(() => import('./address-map.tsx'));

/** The map's own height (address-map.tsx), so nothing jumps when it arrives. */
const MAP_HEIGHT = 280;

export interface NewAddressProps {
  initialText: string;
  position: Position | null;
  showMap: boolean;
  onToggleMap(): void;
  onChoose(suggestion: PlaceSuggestion): void;
  typed: string | null;
  onTyped(text: string | null): void;
  onPick(position: Position): void;
  busy: boolean;
  searchError: string | null;
}

/** spec §2 Address block mode 2: a new address from the search field, or placed on the map. */
export function NewAddress(props: NewAddressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={1.5}>
      <PlaceSearch
        initialText={props.initialText}
        onChoose={props.onChoose}
        typed={props.typed}
        onTyped={props.onTyped}
        // spec §5: a new address is required unless the map is shown.
        required={!props.showMap}
        error={props.searchError}
        busy={props.busy}
      />
      <Button
        variant="outlined"
        className="address-action"
        startIcon={<MapIcon />}
        onClick={props.onToggleMap}
        aria-expanded={props.showMap}
      >
        {t(props.showMap ? 'step_4.hide_map' : 'step_4.show_map')}
      </Button>
      {props.showMap ? <MapPanel position={props.position} onPick={props.onPick} /> : null}
    </Stack>
  );
}

/** The map and how to use it; its tiles come from app_config, Leaflet with the map's own chunk. */
function MapPanel({ position, onPick }: Pick<NewAddressProps, 'position' | 'onPick'>) {
  const { t } = useTranslation();
  const config = useAppConfig(true);
  return (
    <Stack gap={1}>
      <Text variant="body2" tone="secondary" id="address-map-hint">
        {t('address.map_hint')}
      </Text>
      {config.isError ? (
        <Alert severity="error" role="alert">
          {t('address.map_unavailable')}
        </Alert>
      ) : config.data ? (
        <Suspense fallback={<MapPlaceholder label={t('address.map_loading')} />}>
          <AddressMap
            position={position}
            tileUrl={config.data.tile_url}
            tileAttribution={config.data.tile_attribution}
            onPick={onPick}
            mapLabel={t('address.map_label')}
            markerLabel={t('address.marker_label')}
          />
        </Suspense>
      ) : (
        <MapPlaceholder label={t('address.map_loading')} />
      )}
    </Stack>
  );
}

function MapPlaceholder({ label }: { label: string }) {
  return (
    <div role="status">
      <Skeleton height={MAP_HEIGHT} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
