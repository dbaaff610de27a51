import type { FastifyInstance } from 'fastify';
import { type CompletionRun, completeAddresses } from '../services/address-completion.ts';

/** Batches one tick works through at most: a backlog after a long outage drains over a few ticks. */
const BATCHES_PER_TICK = 10;

/**
 * The address completion in the background (docs/decisions/0014-address-completed-later.md): at start-up
 * and every `ADDRESS_RETRY_SECONDS`, addresses the geocoder could not look up are asked again. Every
 * instance runs it; each address is claimed in the database by one at a time. The timer never keeps the
 * process alive and stops with `app.close()`, which waits for a run under way. 0 turns it off.
 */
export function registerAddressCompletion(app: FastifyInstance): void {
  const seconds = app.config.addressRetrySeconds;
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const run = async () => {
    try {
      for (let batch = 0; batch < BATCHES_PER_TICK && !closing; batch++) {
        const done: CompletionRun = await completeAddresses(
          { db: app.db, geocoder: app.geocoder, log: app.log },
          { retryMs: seconds * 1000 },
        );
        // Only a batch that got answers may have more behind it; a postponed one waits for its time.
        if (done.completed + done.toCorrect === 0 || done.postponed > 0) break;
      }
    } catch (error) {
      app.log.error({ err: error }, 'address completion failed');
    }
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
