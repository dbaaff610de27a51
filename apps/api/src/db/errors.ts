/**
 * Whether a database error is a unique or primary-key violation, on either dialect: the sign that a
 * concurrent request won a race (a device linked twice, a key claimed twice).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Socket errors of a database connection that cannot be made or was cut. */
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take us now: connection exceptions (class
 * 08), administrator or crash shutdown and "cannot connect now" (57P01-57P03, a restart or failover), too
 * many connections (53300), a read-only standby after a failover (25006).
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300|25006)$/;
/** What node-postgres says, without a code, of a connection that ended or could not be had in time. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
/** SQLite: the file locked by another process past busy_timeout, unreadable, unwritable or full. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|PROTOCOL)/;

/**
 * Whether an error says the database cannot answer right now (stopped, restarting, unreachable, locked,
 * full) rather than that our query is wrong: DESIGN §3 answers it 503 with Retry-After, never 500, and the
 * caller tries again (the app's outbox does by itself). Instances recover by themselves: the pool makes
 * new connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_ERRNO.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
      return true;
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message);
}
