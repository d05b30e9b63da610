/** SQLSTATE 23503: a row names a parent that is gone (or going) when its statement ends. */
const FOREIGN_KEY_VIOLATION = '23503';

/** The database's own error code, through drizzle's wrapper (its `cause`) when there is one. */
function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause: unknown = 'cause' in error ? error.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return cause.code;
  return 'code' in error ? error.code : undefined;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === FOREIGN_KEY_VIOLATION;
}
