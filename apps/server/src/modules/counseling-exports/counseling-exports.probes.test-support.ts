import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * The demo's Ethan (`student`) is in the counseling class taught by `teacher`; `parent` is his mother
 * (counseling-profile's demo seed). Staff and the test editor have no link to him: 404, as for any id they
 * may not see. The build is asked without upload, so nothing is sent to an application service.
 */
const NOT_HIS = { staff: 404, "test-editor": 404 } as const;

export const counselingExportsProbes = defineProbes(counselingExportEndpoints, {
  updateCounselingProfileSyncById: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({
      url: `/api/counseling-profile/sync/${f.users.student}`,
      body: { target: "common_app" },
    }),
  },
  getCounselingProfileExportPdf: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({
      url: `/api/counseling-profile/${f.users.student}/export/coalition_app/pdf?lang=zh-TW`,
    }),
  },
  getCounselingProfileExportJson: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({ url: `/api/counseling-profile/${f.users.student}/export/california_app/json` }),
  },
});
