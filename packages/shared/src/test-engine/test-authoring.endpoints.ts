import { defineEndpoints, type EndpointSpec } from "../system/endpoint";
import {
  baseVersionQuerySchema,
  createTestFormSchema,
  createTestModuleSchema,
  createTestSectionSchema,
  testFormEditedSchema,
  testFormSettingsBodySchema,
  testItemBodySchema,
  testItemParamsSchema,
  testModuleParamsSchema,
  testOrderBodySchema,
  testSectionParamsSchema,
  testStimulusBodySchema,
  testStimulusParamsSchema,
  updateTestModuleSchema,
  updateTestSectionSchema,
} from "./test-authoring.schemas";
import { testFormIdParamsSchema } from "./test-engine-api.schemas";

/**
 * Who authors forms: test editors and staff (super-admin passes every list). Teachers read forms through
 * GET /api/test-form/:id; they do not edit them.
 */
export const TEST_AUTHORS = ["test-editor", "staff"] as const;

const EDITED = "the form's summary and its new latest document";
/** Every edit: 404 for a form or key not in it, 409 when `base_version` is not the latest (details: `version`). */
const edit = {
  access: TEST_AUTHORS,
  response: testFormEditedSchema,
  errors: [401, 403, 404, 409, 422],
} as const satisfies Partial<EndpointSpec>;

/**
 * Authoring calls (issue 32; spec 03 §2 Tests names the editor screens, these paths follow its style). Each
 * edit makes a new version of the form: attempts keep the version they started on, and an item or passage
 * whose content changed gets a new version number (answers name the version they answered).
 */
export const testAuthoringEndpoints = defineEndpoints("test-engine", {
  createTestForm: {
    method: "POST",
    path: "/api/test-forms",
    ...edit,
    summary: `Create a draft form: from scratch (one section, module and first question to rewrite) or a copy of another form (\`copy_of\`); answers ${EDITED}. 409 when the key is taken`,
    body: createTestFormSchema,
  },
  updateTestFormSettings: {
    method: "PUT",
    path: "/api/test-form/:id/settings",
    ...edit,
    summary: `Edit a form's own fields: type, titles, notes, timing and other settings, tags, rubrics and composites; answers ${EDITED}`,
    params: testFormIdParamsSchema,
    body: testFormSettingsBodySchema,
  },
  createTestFormSection: {
    method: "POST",
    path: "/api/test-form/:id/sections",
    ...edit,
    summary: `Add a section at the end (with one module and a first question to rewrite); answers ${EDITED}`,
    params: testFormIdParamsSchema,
    body: createTestSectionSchema,
  },
  updateTestFormSectionOrder: {
    method: "PUT",
    path: "/api/test-form/:id/section-order",
    ...edit,
    summary: `Reorder the sections (\`keys\`: each section once); answers ${EDITED}`,
    params: testFormIdParamsSchema,
    body: testOrderBodySchema,
  },
  updateTestFormSectionBySectionKey: {
    method: "PUT",
    path: "/api/test-form/:id/section/:sectionKey",
    ...edit,
    summary: `Edit a section: titles, directions, tools, break, routing between its modules and its scoring; answers ${EDITED}`,
    params: testSectionParamsSchema,
    body: updateTestSectionSchema,
  },
  deleteTestFormSectionBySectionKey: {
    method: "DELETE",
    path: "/api/test-form/:id/section/:sectionKey",
    ...edit,
    summary: `Remove a section (a form keeps at least one); answers ${EDITED}`,
    params: testSectionParamsSchema,
    query: baseVersionQuerySchema,
  },
  createTestFormSectionModule: {
    method: "POST",
    path: "/api/test-form/:id/section/:sectionKey/modules",
    ...edit,
    summary: `Add a module at the end of a section (with a first question to rewrite); answers ${EDITED}`,
    params: testSectionParamsSchema,
    body: createTestModuleSchema,
  },
  updateTestFormSectionModuleOrder: {
    method: "PUT",
    path: "/api/test-form/:id/section/:sectionKey/module-order",
    ...edit,
    summary: `Reorder a section's modules; answers ${EDITED}`,
    params: testSectionParamsSchema,
    body: testOrderBodySchema,
  },
  updateTestFormModuleByModuleKey: {
    method: "PUT",
    path: "/api/test-form/:id/module/:moduleKey",
    ...edit,
    summary: `Edit a module's title, directions and time limit; answers ${EDITED}`,
    params: testModuleParamsSchema,
    body: updateTestModuleSchema,
  },
  deleteTestFormModuleByModuleKey: {
    method: "DELETE",
    path: "/api/test-form/:id/module/:moduleKey",
    ...edit,
    summary: `Remove a module (422 while routing names it or it is its section's last); answers ${EDITED}`,
    params: testModuleParamsSchema,
    query: baseVersionQuerySchema,
  },
  createTestFormModuleItem: {
    method: "POST",
    path: "/api/test-form/:id/module/:moduleKey/items",
    ...edit,
    summary: `Add a question at the end of a module; answers ${EDITED}`,
    params: testModuleParamsSchema,
    body: testItemBodySchema,
  },
  updateTestFormModuleItemOrder: {
    method: "PUT",
    path: "/api/test-form/:id/module/:moduleKey/item-order",
    ...edit,
    summary: `Reorder a module's questions; answers ${EDITED}`,
    params: testModuleParamsSchema,
    body: testOrderBodySchema,
  },
  updateTestFormItemByItemKey: {
    method: "PUT",
    path: "/api/test-form/:id/item/:itemKey",
    ...edit,
    summary: `Edit a question (stem, choices, accepted answers, explanation, tags, difficulty, pretest); a changed question gets a new version, past attempts keep theirs; answers ${EDITED}`,
    params: testItemParamsSchema,
    body: testItemBodySchema,
  },
  deleteTestFormItemByItemKey: {
    method: "DELETE",
    path: "/api/test-form/:id/item/:itemKey",
    ...edit,
    summary: `Remove a question (a module keeps at least one); answers ${EDITED}`,
    params: testItemParamsSchema,
    query: baseVersionQuerySchema,
  },
  createTestFormStimuli: {
    method: "POST",
    path: "/api/test-form/:id/stimuli",
    ...edit,
    summary: `Add a passage, audio or image questions can show; answers ${EDITED}`,
    params: testFormIdParamsSchema,
    body: testStimulusBodySchema,
  },
  updateTestFormStimulusByStimulusKey: {
    method: "PUT",
    path: "/api/test-form/:id/stimulus/:stimulusKey",
    ...edit,
    summary: `Edit a passage, audio or image (a changed one gets a new version); answers ${EDITED}`,
    params: testStimulusParamsSchema,
    body: testStimulusBodySchema,
  },
  deleteTestFormStimulusByStimulusKey: {
    method: "DELETE",
    path: "/api/test-form/:id/stimulus/:stimulusKey",
    ...edit,
    summary: `Remove a passage, audio or image (422 while a question shows it); answers ${EDITED}`,
    params: testStimulusParamsSchema,
    query: baseVersionQuerySchema,
  },
});
