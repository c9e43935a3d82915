// What a database error means, the same on PGlite and PostgreSQL (both report SQLSTATE codes).

/**
 * True when `error` is a unique-constraint violation (SQLSTATE 23505), of the named constraint or
 * index when one is given. A constraint decides "does it exist already?" for concurrent requests,
 * which a read before the write cannot; the caller turns the violation into the same 409 as the
 * sequential case.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
}

/**
 * True when `error` is a data exception (SQLSTATE class 22: a number out of range, an overflow, a
 * date outside the calendar, text that cannot be stored): the value sent, not the server, is wrong.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
