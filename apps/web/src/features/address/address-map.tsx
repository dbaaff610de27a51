// This module is only reached through import() (address-block.tsx), so Leaflet and its CSS ship in
// their own chunk, downloaded the first time the installer opens the map.
import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, PLACE_ZOOM } from '@installer/contracts';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
// Leaflet finds its default marker images from a path guessed out of its CSS, which bundling breaks:
// the images are imported so the bundler ships them and the icon points at the shipped files.
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import type { Position } from './locate-me.ts';

/** The same height as the placeholder shown while this chunk loads, so nothing jumps. */
const MAP_HEIGHT = 280;

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** A map that only shows its place. */
const READ_ONLY: L.MapOptions = {
  dragging: false,
  zoomControl: false,
  scrollWheelZoom: false,
  doubleClickZoom: false,
  touchZoom: false,
  boxZoom: false,
  keyboard: false,
};

export interface AddressMapProps {
  /** The chosen place; null shows the default centre of spec §9. */
  position: Position | null;
  tileUrl: string;
  tileAttribution: string;
  /**
   * The marker was dropped, or the map tapped, at this position. Without it the map only shows the place
   * (a handover report): no dragging, zooming or tapping, which a printed page could not do anyway.
   */
  onPick?(position: Position): void;
  /** Accessible names of the map and of its marker. */
  mapLabel: string;
  markerLabel: string;
  /** In pixels; the address block's own height by default. */
  height?: number;
}

/** The map of spec §2 Address block: tiles of TILE_URL, a draggable marker, the centre and zooms of spec §9. */
export default function AddressMap({
  position,
  tileUrl,
  tileAttribution,
  onPick,
  mapLabel,
  markerLabel,
  height,
}: AddressMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const initial = useRef(position);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = initial.current;
    const centre: L.LatLngExpression = start ? [start.lat, start.lon] : DEFAULT_MAP_CENTER;
    const editable = Boolean(pick.current);
    const created = L.map(element, {
      center: centre,
      zoom: start ? PLACE_ZOOM : DEFAULT_MAP_ZOOM,
      ...(editable ? {} : READ_ONLY),
    });
    L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 19 }).addTo(created);
    const pin = L.marker(centre, {
      icon,
      draggable: editable,
      keyboard: editable,
      title: markerLabel,
      alt: markerLabel,
    }).addTo(created);
    const report = (at: L.LatLng) => pick.current?.({ lat: at.lat, lon: at.lng });
    if (editable) {
      pin.on('dragend', () => report(pin.getLatLng()));
      // On a phone, tapping where the equipment is beats dragging a small pin across the screen.
      created.on('click', (event: L.LeafletMouseEvent) => {
        pin.setLatLng(event.latlng);
        report(event.latlng);
      });
    }
    // The map opens inside a collapsing panel: let Leaflet measure again once the panel has its size.
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(element);
    map.current = created;
    marker.current = pin;
    return () => {
      resize?.disconnect();
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, tileAttribution, markerLabel]);

  useEffect(() => {
    const pin = marker.current;
    if (!position || !pin || !map.current) return;
    const at = pin.getLatLng();
    // A place picked on the map already sits under the marker; only a place chosen elsewhere (the
    // search field) moves the marker and zooms to it (spec §9: zoom 11 after choosing a place).
    if (at.lat === position.lat && at.lng === position.lon) return;
    pin.setLatLng([position.lat, position.lon]);
    map.current.setView([position.lat, position.lon], PLACE_ZOOM);
  }, [position]);

  const style = { height: height ?? MAP_HEIGHT, width: '100%', borderRadius: 4 };
  // A map to operate is an application; one that only shows a place is a labelled part of the page (not an
  // image: its attribution link must stay reachable).
  return onPick ? (
    <div ref={container} role="application" aria-label={mapLabel} style={style} />
  ) : (
    <section aria-label={mapLabel}>
      <div ref={container} style={style} />
    </section>
  );
}
