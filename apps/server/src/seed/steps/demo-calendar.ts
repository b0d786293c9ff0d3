/**
 * The demo school's calendar, relative to the day the demo data is seeded, so that the data reads
 * the same whenever it is seeded: a term runs about 7 to 17 weeks (spring, summer, fall), and a
 * session's classes lie inside it.
 */
export type Term = { name: "Spring" | "Summer" | "Fall"; year: number; start: string; end: string };

const TERM_DAYS = [
  { name: "Spring", start: "02-16", end: "06-12" },
  { name: "Summer", start: "07-01", end: "08-15" },
  { name: "Fall", start: "09-01", end: "12-18" },
] as const;

function termsOf(year: number): Term[] {
  return TERM_DAYS.map((t) => ({ name: t.name, year, start: `${year}-${t.start}`, end: `${year}-${t.end}` }));
}

/** The running term (or the next one between terms), the one before it, and the next summer term. */
export function demoTerms(today: Date = new Date()) {
  const day = today.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  const terms = [year - 1, year, year + 1].flatMap(termsOf);
  const index = terms.findIndex((term) => term.end >= day);
  const current = terms[index] as Term;
  const previous = terms[index - 1] as Term;
  const next = terms[index + 1] as Term;
  const find = (name: Term["name"]) => terms.find((term) => term.name === name && term.end >= day) as Term;
  return { previous, current, next, summer: find("Summer"), spring: find("Spring") };
}

/** A date a number of days after an ISO date (negative: before). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
