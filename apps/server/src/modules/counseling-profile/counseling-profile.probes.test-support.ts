import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * The demo's Ethan (`student`) is in the counseling class "College counseling — <year>" taught by
 * `teacher`; `parent` is his mother. Staff and the test editor have no link to him: 404, as for any id
 * they may not see. A save is sent with version 0 of "family" (the demo saved version 1), so an
 * allowed caller gets 409 with the newer section and nothing is written.
 */
const NOT_HIS = { staff: 404, "test-editor": 404 } as const;

export const counselingProfileProbes = defineProbes(counselingProfileEndpoints, {
  getCounselingProfileSelector: {
    allowed: 200,
    request: () => ({ url: "/api/counseling-profile/selector?selector_title=majors&keyword=math" }),
  },
  getCounselingProfileCountrySelector: { allowed: 200 },
  getCounselingProfile: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({ url: `/api/counseling-profile/${f.users.student}` }),
  },
  saveCounselingProfile: {
    allowed: 409,
    refused: NOT_HIS,
    request: (f) => ({
      url: `/api/counseling-profile/${f.users.student}`,
      body: { section: "family", version: 0, data: { household_size: 4 } },
    }),
  },
  listCounselingProfiles: { allowed: 200, request: () => ({ url: "/api/counseling-profiles?page_size=5" }) },
});
