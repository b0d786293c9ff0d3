/** The addresses of the assigning and grading screens (spec 03 §2 Tests). */
export const gradingPaths = {
  papers: "/get-tests",
  folder: (testType?: string) =>
    testType ? `/get-folder?type=${encodeURIComponent(testType)}` : "/get-folder",
  setTest: (opts: { form?: number; sessionClass?: number } = {}) => {
    const query = new URLSearchParams();
    if (opts.form) query.set("form", String(opts.form));
    if (opts.sessionClass) query.set("class", String(opts.sessionClass));
    const text = query.toString();
    return text ? `/tests/setTest?${text}` : "/tests/setTest";
  },
  grading: "/tests/grading",
  gradingAct: "/tests/grading/act",
  gradingSat: "/tests/grading/sat",
  gradingPrivate: "/tests/grading/private",
  addStudents: (assignmentId?: number) =>
    assignmentId ? `/tests/grading/addstudents?assignment=${assignmentId}` : "/tests/grading/addstudents",
  exam: (attemptId: number) => `/tests/grading/exam?attempt=${attemptId}`,
  timer: "/tests/timer",
  files: "/tests/file",
};

/** A positive whole id from a query parameter, else undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
