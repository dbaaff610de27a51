import type { FastifyInstance } from 'fastify';
import { pruneErrorLog } from '../services/error-log-retention.ts';
import { forgetPastInvitations } from '../services/invitation-bound.ts';
import { sweepOrphanPhotos } from '../services/photo-sweep.ts';

/**
 * Upkeep at start-up and every `MAINTENANCE_INTERVAL_MINUTES`: photo files a crash left without their row,
 * invitations past their counting period, and the error log's retention (which also prunes on insert, but
 * a quiet log must age too). Runs in the background so a large store does not delay readiness; the timer
 * never keeps the process alive and stops with `app.close()`, which waits for a run under way.
 */
export function registerMaintenance(app: FastifyInstance): void {
  const minutes = app.config.maintenanceIntervalMinutes;
  if (minutes === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = async () => {
    try {
      const photos = await sweepOrphanPhotos(
        app.db,
        app.photoStore,
        app.config.photoOrphanGraceSeconds * 1000,
      );
      const errorLogs = await pruneErrorLog(app.db, app.config.errorLogRetention);
      const invitations = await forgetPastInvitations(app.db, app.config.invitationBound);
      app.log.info({ photos, errorLogs, invitations }, 'maintenance done');
    } catch (error) {
      app.log.error({ err: error }, 'maintenance failed');
    }
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
