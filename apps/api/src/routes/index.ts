import type { FastifyInstance } from 'fastify';
import appConfigRoutes from './app-config.ts';
import authRoutes from './auth.ts';
import clientRoutes from './clients.ts';
import deviceRoutes from './devices.ts';
import displayOptionRoutes from './display-options.ts';
import emissionRoutes from './emissions.ts';
import errorLogRoutes from './error-log.ts';
import geoRoutes from './geo.ts';
import healthRoutes from './health.ts';
import installationRoutes from './installation.ts';
import installationAddressRoutes from './installation-address.ts';
import invitationRoutes from './invitation.ts';
import jobRoutes from './jobs.ts';
import myInstallationRoutes from './my-installations.ts';
import officeBoardRoutes from './office-board.ts';
import officeFileRoutes from './office-import.ts';
import officeJobRoutes from './office-jobs.ts';
import photoRoutes from './photos.ts';
import primingRoutes from './priming.ts';
import readingRoutes from './readings.ts';
import referenceRoutes from './reference.ts';
import reportRoutes from './report.ts';
import swapRoutes from './swap.ts';

/** Every route module; each registers its endpoints from packages/contracts. */
export const routeModules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  appConfigRoutes,
  authRoutes,
  displayOptionRoutes,
  clientRoutes,
  deviceRoutes,
  referenceRoutes,
  installationRoutes,
  installationAddressRoutes,
  primingRoutes,
  emissionRoutes,
  photoRoutes,
  invitationRoutes,
  errorLogRoutes,
  geoRoutes,
  myInstallationRoutes,
  readingRoutes,
  swapRoutes,
  reportRoutes,
  jobRoutes,
  officeJobRoutes,
  officeBoardRoutes,
  officeFileRoutes,
];
