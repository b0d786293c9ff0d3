import { courseMaterialEndpoints } from "@edu/shared/course-materials";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * The demo's SAT class: `teacher` teaches it, `student` (Ethan) is placed in it and `parent` is his
 * mother, so they read its materials; the test editor is nobody to it (404, as for any class one may
 * not see). Writes are sent with an id or body that fails validation (422) once the caller is let in,
 * so the demo's rows stay; who may write is tested role by role in course-materials.test.ts.
 */
const NOT_AN_ID = 0;

export const courseMaterialsProbes = defineProbes(courseMaterialEndpoints, {
  listClassMaterials: {
    allowed: 200,
    refused: { "test-editor": 404 },
    request: (f) => ({ url: `/api/session-classes/${f.satClass}/materials` }),
  },
  createMaterialFolder: {
    allowed: 422,
    request: (f) => ({ url: `/api/session-classes/${f.satClass}/material-folders`, ...EMPTY_BODY }),
  },
  renameMaterialFolder: {
    allowed: 422,
    request: () => ({ url: `/api/material-folders/${NOT_AN_ID}`, body: {} }),
  },
  moveMaterialFolder: {
    allowed: 422,
    request: () => ({ url: `/api/material-folders/${NOT_AN_ID}/move`, body: { direction: "up" } }),
  },
  deleteMaterialFolder: {
    allowed: 422,
    request: () => ({ url: `/api/material-folders/${NOT_AN_ID}?mode=folder_only` }),
  },
  createMaterialItem: {
    allowed: 422,
    request: (f) => ({ url: `/api/session-classes/${f.satClass}/material-items`, ...EMPTY_BODY }),
  },
  updateMaterialItem: {
    allowed: 422,
    request: () => ({ url: `/api/material-items/${NOT_AN_ID}`, body: {} }),
  },
  moveMaterialItem: {
    allowed: 422,
    request: () => ({ url: `/api/material-items/${NOT_AN_ID}/move`, body: { direction: "up" } }),
  },
  deleteMaterialItem: { allowed: 422, request: () => ({ url: `/api/material-items/${NOT_AN_ID}` }) },
});
