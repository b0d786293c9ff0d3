/**
 * The practice screens' addresses (spec 03 §2 Practices). The spec names the practice ones; the full
 * practice's section, BreakTime, result and results screens are not shown there and follow the same style.
 */
export const practicePaths = {
  list: "/practices",
  start: (id: number) => `/practice/${id}`,
  /** An unlisted practice's link travels with the attempt's addresses (the practice is read with it). */
  question: (id: number, attemptId: number, order: number, link?: string) =>
    `/practice/${id}/userExam/${attemptId}/question/${order}${linkQuery(link)}`,
  result: (id: number, attemptId: number, link?: string) =>
    `/practice/${id}/userExam/${attemptId}/result${linkQuery(link)}`,
  results: (id: number) => `/practice/${id}/results`,
  edit: (id: number) => `/practices/${id}/edit`,
  addQuestions: (id: number) => `/practices/${id}/addQuestions`,
  fullStart: (id: number) => `/fullPractice/${id}`,
  fullEdit: (id: number) => `/fullPractices/${id}/edit`,
  addPractices: (id: number) => `/practices/${id}/addPractices`,
  fullSection: (id: number, attemptId: number, order: number) =>
    `/fullPractice/${id}/userExam/${attemptId}/section/${order}`,
  fullBreak: (id: number, attemptId: number, order: number) =>
    `/fullPractice/${id}/userExam/${attemptId}/breakTime/${order}`,
  fullResult: (id: number, attemptId: number) => `/fullPractice/${id}/userExam/${attemptId}/result`,
  fullResults: (id: number) => `/fullPractice/${id}/results`,
};

function linkQuery(link: string | undefined): string {
  return link ? `?link=${encodeURIComponent(link)}` : "";
}

/** A positive whole id from a path or query parameter, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
