import type { PlaceSuggestion } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MapIcon } from '../../lib/ui/icons/map-icon.tsx';
import { useAppConfig } from './api/app-config.ts';
import type { Position } from './locate-me.ts';
import { PlaceSearch } from './place-search.tsx';

/** Leaflet and its CSS arrive only when the installer opens the map (docs/PERFORMANCE.md: first load stays small). */
const AddressMap = lazy(() => import('./address-map.tsx'));

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
  const config = useAppConfig(props.showMap);
  return (
    <Stack spacing={1.5}>
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
        startIcon={<MapIcon />}
        onClick={props.onToggleMap}
        aria-expanded={props.showMap}
        sx={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        {t(props.showMap ? 'step_4.hide_map' : 'step_4.show_map')}
      </Button>
      {props.showMap ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" id="address-map-hint">
            {t('address.map_hint')}
          </Typography>
          {config.isError ? (
            <Alert severity="error">{t('address.map_unavailable')}</Alert>
          ) : config.data ? (
            <Suspense fallback={<MapPlaceholder label={t('address.map_loading')} />}>
              <AddressMap
                position={props.position}
                tileUrl={config.data.tile_url}
                tileAttribution={config.data.tile_attribution}
                onPick={props.onPick}
                mapLabel={t('address.map_label')}
                markerLabel={t('address.marker_label')}
              />
            </Suspense>
          ) : (
            <MapPlaceholder label={t('address.map_loading')} />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

function MapPlaceholder({ label }: { label: string }) {
  return (
    <Skeleton variant="rectangular" height={MAP_HEIGHT} role="status" aria-label={label}>
      {label}
    </Skeleton>
  );
}
