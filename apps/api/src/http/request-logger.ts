import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger.js';

/** The server's logger (pino), which says whether a level would be written. */
interface ParentLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger whose pino child (the request id bound into every line) is made at its first line
 * written, not with each request: pino's child costs about 1 us, and a device check or a poll at the
 * production level (warn) writes no line (docs/decisions/0020-hot-paths.md, second round). Once made, every
 * call goes to that child, so a line of a request always carries its id.
 */
class RequestLogger implements FastifyBaseLogger {
  // Set on the prototype below, once for every request's logger.
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** The child when made or when this level is written; undefined when the line would go nowhere. */
  writer(level: Level): FastifyBaseLogger | undefined {
    return this.#child ?? (this.parent.isLevelEnabled(level) ? this.made() : undefined);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

// The level methods live on the prototype: a request's logger is one small object, no closure of its own.
for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<FastifyLogFn>) {
    this.writer(level)?.[level](...args);
  } as FastifyLogFn;
}

/**
 * Fastify's childLoggerFactory: a request whose route sets its own log level gets pino's child at once (the
 * level must hold from its first line); any other gets a RequestLogger.
 */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  options.level !== undefined || !('isLevelEnabled' in logger)
    ? logger.child(bindings, options)
    : new RequestLogger(logger as ParentLogger, bindings, options);
