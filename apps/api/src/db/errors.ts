/**
 * Whether a database error is a unique or primary-key violation, on either dialect: the sign that a
 * concurrent request won a race (a device linked twice, a key claimed twice).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
