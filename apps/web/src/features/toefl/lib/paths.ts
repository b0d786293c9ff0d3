/** The addresses of the TOEFL screens (spec 03 §2 Tests, TOEFL lines); ids travel in the query. */
export const toeflPaths = {
  home: "/toefl",
  setTest: (formId?: number) => (formId ? `/toefl/setTest?form=${formId}` : "/toefl/setTest"),
  test: (examId: number) => `/toefl/test?exam=${examId}`,
  results: (studentId?: number) =>
    studentId ? `/toefl/testresults?student=${studentId}` : "/toefl/testresults",
  combine: (studentId?: number) =>
    studentId ? `/toefl/testresults/combine?student=${studentId}` : "/toefl/testresults/combine",
  transcript: (examId: number) => `/toefl/transcript?exam=${examId}`,
  resolve: (examId?: number) => (examId ? `/toefl/resolve?exam=${examId}` : "/toefl/resolve"),
};

/** A band (1–6 in half steps) as the 2026 scale writes it: 4, 4.5. */
export const bandText = (band: number | null) => (band === null ? "—" : String(band));
