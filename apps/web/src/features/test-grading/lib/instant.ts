/**
 * A date (YYYY-MM-DD) and a time (HH:mm) on the reader's clock as an instant the server takes
 * (ISO 8601 with its offset); undefined when either is missing or not a real moment.
 */
export function toInstant(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const value = new Date(`${date}T${time}:00`);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Now on the reader's clock, as the form's starting date and time (rounded down to the minute). */
export function nowParts(now = new Date()) {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}
