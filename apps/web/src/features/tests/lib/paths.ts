/** The addresses of the tests screens (spec 03 §2 Tests). */
export const testsPaths = {
  list: "/tests",
  mine: "/my-tests",
  start: (formId: number) => `/tests/start?form=${formId}`,
  resume: (attemptId: number) => `/tests/start?attempt=${attemptId}`,
  result: (attemptId: number) => `/tests/results?attempt=${attemptId}`,
};

/** A positive whole id from a query parameter, else undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
