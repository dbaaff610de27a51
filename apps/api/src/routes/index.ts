import type { FastifyInstance } from 'fastify';
import appConfigRoutes from './app-config.ts';
import authRoutes from './auth.ts';
import healthRoutes from './health.ts';

/** Every route module; each registers its endpoints from packages/contracts. */
export const routeModules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  appConfigRoutes,
  authRoutes,
];
