import type { Navigate } from '../../lib/navigate.ts';
import type { Site } from '../../wizard-core/site.ts';

/** What the swap screen is told about the installation it changes: shown, and handed on to the result. */
export interface SwapArrival {
  device_number: string;
  site: Site | null;
}

/** "Replace the sensor" (result screen): the swap screen of that installation. */
export function openSwap(navigate: Navigate, idInstallation: number, arrival: SwapArrival): void {
  navigate(`/swap/${idInstallation}`, { state: arrival });
}
