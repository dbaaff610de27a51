import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Sign-outs told to every instance over Redis pub/sub (docs/decisions/0017-sign-out-reaches-every-instance.md).
 *
 * Each instance subscribes to one channel for sign-outs and one of its own for acknowledgements. The instance
 * that signs a token out publishes its hash; every subscribed instance (itself included) drops the session from
 * its cache, then acknowledges; the sign-out is answered once every instance Redis delivered the message to has
 * acknowledged (PUBLISH says how many), or after ACK_TIMEOUT_MS. A request sent after that answer therefore
 * finds no cached session on any healthy instance, with no Redis command on the request's path.
 *
 * An instance trusts its cache only while it is sure to hear sign-outs (`listening`): subscribed on the current
 * connection, and a PING on that connection answered for a PING sent less than LISTENING_MS ago. Redis answers
 * a connection in order, so a PONG received means every message published before that PING was handled. An
 * instance whose connection dropped, whose Redis went away or whose event loop stalled (and so may not have
 * acknowledged) reads sessions from the database until it hears Redis again; a reconnection empties the cache,
 * since messages may have been missed meanwhile.
 */
const SIGN_OUT_CHANNEL = 'installer:sign-outs';
const ACK_CHANNEL_PREFIX = 'installer:sign-out-acks:';
/** How long a sign-out waits for the other instances; longer than LISTENING_MS (see the record). */
export const ACK_TIMEOUT_MS = 2_000;
const PING_EVERY_MS = 500;
export const LISTENING_MS = 1_500;

interface SignOutAnnouncement {
  /** Instances Redis delivered the sign-out to, this one included. */
  delivered: number;
  acknowledged: number;
  /** Milliseconds from publishing to the last acknowledgement (or to the time-out). */
  waitedMs: number;
}

export interface SignOuts {
  /** Whether this instance hears every sign-out now, so a cached session may be used. */
  listening(): boolean;
  /** Tells every instance; resolves once each acknowledged, or after ACK_TIMEOUT_MS. Rejects if Redis refuses. */
  announce(tokenHash: string): Promise<SignOutAnnouncement>;
  close(): Promise<void>;
}

interface Handlers {
  /** A sign-out heard (from any instance): drop that session from the cache. */
  forget(tokenHash: string): void;
  /** Sign-outs may have been missed: drop every session. */
  forgetAll(): void;
}

interface Pending {
  acknowledged: number;
  delivered: number | null;
  started: number;
  done: (announcement: SignOutAnnouncement) => void;
}

export function listenForSignOuts(
  redis: Redis,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  handlers: Handlers,
): SignOuts {
  const instanceId = randomUUID();
  const ackChannel = ACK_CHANNEL_PREFIX + instanceId;
  // A subscribed connection takes no pipeline: its PINGs and subscriptions go one by one.
  const subscriber = redis.duplicate({ enableAutoPipelining: false });
  /** Changes with each connection of the subscriber: a PONG or a subscription counts only for its own. */
  let connection = 0;
  let subscribedOn = -1;
  /** When the last PING answered on the current connection was sent (performance.now()). */
  let heardAt = Number.NEGATIVE_INFINITY;
  let sequence = 0;
  const pending = new Map<number, Pending>();
  let closed = false;

  const finish = (id: number) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    entry.done({
      delivered: entry.delivered ?? 0,
      acknowledged: entry.acknowledged,
      waitedMs: performance.now() - entry.started,
    });
  };

  subscriber.on('close', () => {
    connection++;
    heardAt = Number.NEGATIVE_INFINITY;
    handlers.forgetAll();
  });
  subscriber.on('ready', () => {
    const current = connection;
    // Also after a reconnection: ioredis subscribes again by itself, and subscribing twice is harmless.
    subscriber.subscribe(SIGN_OUT_CHANNEL, ackChannel).then(
      () => {
        if (current !== connection) return;
        // Sessions cached while no sign-out could be heard may be revoked ones.
        handlers.forgetAll();
        subscribedOn = current;
        ping();
      },
      (error: unknown) =>
        log.warn({ err: error }, 'sign-outs: subscription failed, sessions read from the database'),
    );
  });
  // An error is also a close, which the handler above handles; the connection itself logs the outage.
  subscriber.on('error', () => {});

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === SIGN_OUT_CHANNEL) {
      const [origin, id, tokenHash] = message.split(' ');
      if (!origin || !id || !tokenHash) return;
      handlers.forget(tokenHash);
      if (origin === instanceId) acknowledge(Number(id));
      else redis.publish(ACK_CHANNEL_PREFIX + origin, id).catch(() => {});
    } else if (channel === ackChannel) {
      acknowledge(Number(message));
    }
  });

  const acknowledge = (id: number) => {
    const entry = pending.get(id);
    if (!entry) return;
    entry.acknowledged++;
    if (entry.delivered !== null && entry.acknowledged >= entry.delivered) finish(id);
  };

  const ping = () => {
    if (closed || subscribedOn !== connection) return;
    const current = connection;
    const sentAt = performance.now();
    subscriber.ping().then(
      () => {
        if (current === connection && sentAt > heardAt) heardAt = sentAt;
      },
      () => {},
    );
  };
  const pinger = setInterval(ping, PING_EVERY_MS);
  pinger.unref();

  return {
    listening: () => subscribedOn === connection && performance.now() - heardAt < LISTENING_MS,

    async announce(tokenHash) {
      const id = ++sequence;
      const started = performance.now();
      const answered = new Promise<SignOutAnnouncement>((resolve) => {
        pending.set(id, { acknowledged: 0, delivered: null, started, done: resolve });
      });
      const timer = setTimeout(() => finish(id), ACK_TIMEOUT_MS);
      try {
        const delivered = await redis.publish(SIGN_OUT_CHANNEL, `${instanceId} ${id} ${tokenHash}`);
        const entry = pending.get(id);
        if (entry) {
          entry.delivered = delivered;
          if (entry.acknowledged >= delivered) finish(id);
        }
      } catch (error) {
        pending.delete(id);
        clearTimeout(timer);
        throw error;
      }
      const announcement = await answered;
      clearTimeout(timer);
      if (announcement.acknowledged < announcement.delivered) {
        log.warn(
          { delivered: announcement.delivered, acknowledged: announcement.acknowledged },
          'sign-out not acknowledged by every instance in time: they read sessions from the database until they hear Redis',
        );
      }
      return announcement;
    },

    async close() {
      closed = true;
      clearInterval(pinger);
      for (const id of [...pending.keys()]) finish(id);
      subscriber.disconnect();
    },
  };
}
