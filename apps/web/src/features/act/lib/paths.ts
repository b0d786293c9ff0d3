/** The addresses of the ACT screens and the answer sheets (spec 03 §2 Tests); ids travel in the query. */
export const actPaths = {
  home: "/act",
  start: (formId: number) => `/act/test?form=${formId}`,
  resume: (attemptId: number) => `/act/test?attempt=${attemptId}`,
  history: (studentId?: number) => (studentId ? `/act/history?student=${studentId}` : "/act/history"),
  explanations: (attemptId: number) => `/act/Explanations?attempt=${attemptId}`,
  /** The answer sheet of an SAT or ACT attempt (other tests have none: their results page stands in). */
  answers: (testType: "SAT" | "ACT", attemptId: number) =>
    `/${testType.toLowerCase()}/answers?attempt=${attemptId}`,
};
