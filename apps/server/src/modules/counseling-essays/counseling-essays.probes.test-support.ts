import { counselingEssayEndpoints } from "@edu/shared/counseling-essays";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * The demo's Ethan (`student`) has essays his counselor `teacher` works on; `parent` is his mother (reads
 * and comments). Staff and the test editor have no link to him: 404, as for any student they may not see.
 * Calls on one essay or comment are sent with an id that fails validation (422) once the caller is let
 * in, so the demo essays other probes read stay as they are; who may do what is tested role by role in
 * counseling-essays-roles.test.ts.
 */
const NOT_HIS = { staff: 404, "test-editor": 404 } as const;
const NOT_AN_ID = 0;

export const counselingEssaysProbes = defineProbes(counselingEssayEndpoints, {
  listCounselingEssays: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({ url: `/api/counseling-essays?student_user_id=${f.users.student}` }),
  },
  getCounselingEssay: { allowed: 422, request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}` }) },
  createCounselingEssay: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingEssay: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}`, body: {} }),
  },
  deleteCounselingEssay: { allowed: 422, request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}` }) },
  completeCounselingEssay: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}/complete`, body: { completed: 1 } }),
  },
  listCounselingEssayVersions: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}/versions` }),
  },
  getCounselingEssayVersion: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}/versions/1` }),
  },
  listCounselingEssayComments: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}/comments` }),
  },
  createCounselingEssayComment: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay/${NOT_AN_ID}/comments`, body: { body: "x" } }),
  },
  updateCounselingEssayComment: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay-comment/${NOT_AN_ID}`, body: {} }),
  },
  deleteCounselingEssayComment: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-essay-comment/${NOT_AN_ID}` }),
  },
});
