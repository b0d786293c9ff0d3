import { testAuthoringEndpoints } from "@edu/shared/test-engine";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Authors are let in (422: an id that fails validation, or an empty body), so no probe edits the demo
 * forms; what the edits do is tested in test-authoring.test.ts.
 */
const form = "/api/test-form/0";
const bad = (url: string) => () => ({ url, body: {} });

export const testAuthoringProbes = defineProbes(testAuthoringEndpoints, {
  createTestForm: { allowed: 422, request: () => EMPTY_BODY },
  updateTestFormSettings: { allowed: 422, request: bad(`${form}/settings`) },
  createTestFormSection: { allowed: 422, request: bad(`${form}/sections`) },
  updateTestFormSectionOrder: { allowed: 422, request: bad(`${form}/section-order`) },
  updateTestFormSectionBySectionKey: { allowed: 422, request: bad(`${form}/section/s1`) },
  deleteTestFormSectionBySectionKey: { allowed: 422, request: () => ({ url: `${form}/section/s1` }) },
  createTestFormSectionModule: { allowed: 422, request: bad(`${form}/section/s1/modules`) },
  updateTestFormSectionModuleOrder: { allowed: 422, request: bad(`${form}/section/s1/module-order`) },
  updateTestFormModuleByModuleKey: { allowed: 422, request: bad(`${form}/module/m1`) },
  deleteTestFormModuleByModuleKey: { allowed: 422, request: () => ({ url: `${form}/module/m1` }) },
  createTestFormModuleItem: { allowed: 422, request: bad(`${form}/module/m1/items`) },
  updateTestFormModuleItemOrder: { allowed: 422, request: bad(`${form}/module/m1/item-order`) },
  updateTestFormItemByItemKey: { allowed: 422, request: bad(`${form}/item/q1`) },
  deleteTestFormItemByItemKey: { allowed: 422, request: () => ({ url: `${form}/item/q1` }) },
  createTestFormStimuli: { allowed: 422, request: bad(`${form}/stimuli`) },
  updateTestFormStimulusByStimulusKey: { allowed: 422, request: bad(`${form}/stimulus/p1`) },
  deleteTestFormStimulusByStimulusKey: { allowed: 422, request: () => ({ url: `${form}/stimulus/p1` }) },
});
