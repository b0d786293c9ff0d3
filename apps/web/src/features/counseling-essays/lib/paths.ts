/** A student's essays under the username's or the counseling class's base (`useCounselingStudent().base`). */
export const essaysPath = (base: string) => `${base}/essays`;
/** One essay's writing screen under the same base. */
export const essayPath = (base: string, id: number) => `${base}/essays/${id}`;

const ESSAY_ID = /^[1-9]\d{0,9}$/;
/** A route's `:essayId` when it is one (else the page is "not found" without asking the server). */
export const readEssayId = (value: string | undefined) =>
  value !== undefined && ESSAY_ID.test(value) ? Number(value) : undefined;
