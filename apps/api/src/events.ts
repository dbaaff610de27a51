import { EventEmitter } from 'node:events';

/** In-process domain events, so features (demo emissions, ...) react without calling each other. */
export interface DomainEvents {
  'installation.created': [{ id_installation: number; id_device: number; device_number: string }];
  /** A sensor swap put a new device on an installation (services/swap.ts). */
  'device.swapped': [{ id_swap: number; id_installation: number; id_device: number; device_number: string }];
}

export type Events = EventEmitter<DomainEvents>;

export const createEvents = (): Events => new EventEmitter<DomainEvents>();
