/** SQLSTATE 23505: a unique index or constraint refused the row. */
export const PG_UNIQUE_VIOLATION = "23505";
/** SQLSTATE 23503: a row others still point at, or a reference to a row that does not exist. */
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** SQLSTATE class 22, "data exception": a value the database cannot take (bad encoding, out of range, …). */
export const PG_DATA_EXCEPTION_CLASS = "22";

/**
 * How far down the `cause` chain a database error is looked for. The query builder wraps the driver's
 * error once (DrizzleQueryError.cause), so `"direct"` (the error and its cause) finds every error a
 * query throws; `"chain"` follows every `cause`, for an error that may come back through further
 * wrappers (a savepoint's body calling a helper of another module).
 */
export type CauseDepth = "direct" | "chain";

/** Whether the error, or one it wraps (see `CauseDepth`), carries the SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string, depth: CauseDepth = "direct"): boolean {
  const levels = depth === "chain" ? Number.POSITIVE_INFINITY : 2;
  let current: unknown = error;
  for (let level = 0; level < levels && current !== null && typeof current === "object"; level++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The SQLSTATE of a database error, whichever it is, for the error handler's backstop: looked for in
 * the error and up to three wrappers below it (DrizzleQueryError.cause, a savepoint's, a helper's), a
 * bound so that a cause cycle cannot hold the handler.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^\d\d[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A unique key refused the row: the caller turns the race it guards (two requests claiming one name,
 * one entry reversed twice) into its own 409 or field error instead of a generic conflict.
 */
export const isUniqueViolation = (error: unknown, depth: CauseDepth = "direct"): boolean =>
  hasSqlState(error, PG_UNIQUE_VIOLATION, depth);

/** A foreign key refused the change (see `isUniqueViolation`). */
export const isForeignKeyViolation = (error: unknown, depth: CauseDepth = "direct"): boolean =>
  hasSqlState(error, PG_FOREIGN_KEY_VIOLATION, depth);
