/**
 * A timestamp as answers carry it: ISO 8601 in UTC with milliseconds (`2026-01-31T09:00:00.000Z`).
 * Raw SQL rows may hold a timestamp as text; it is read as a date first, so both give the same string.
 */
export const toWireTime = (value: Date | string): string => new Date(value).toISOString();

/** `toWireTime` for a column that may be empty: null (or an absent value) answers null. */
export const toWireTimeOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : toWireTime(value);
