/** A point on the map: the browser's position, a marker dropped on the map, or where to look an address up. */
export interface Position {
  lat: number;
  lon: number;
}
