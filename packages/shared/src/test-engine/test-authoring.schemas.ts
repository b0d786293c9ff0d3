import { z } from "zod";
import { dbIdSchema, dbIdValueSchema } from "../system/paging.schemas";
import { formKeySchema, formText, localizedLine, localizedText } from "./form-text.schemas";
import { FORM_LIMITS, TEST_TYPES } from "./test-engine.constants";
import { testFormDetailSchema } from "./test-engine-api.schemas";
import {
  formSettingsSchema,
  routingRuleSchema,
  rubricSchema,
  stimulusSchema,
  taxonomySchema,
  testFormObjectSchema,
  testItemSchema,
  testModuleSchema,
  testSectionSchema,
} from "./test-form.schemas";
import { compositeSchema, sectionScoringSchema } from "./test-scoring.schemas";

/**
 * The authoring calls (issue 32, spec 03 §2 Tests: the editor screens). Every edit names the version it
 * was made on (`base_version`): an edit on an older version than the latest is 409 with the latest's
 * number, so two editors never overwrite each other silently. The server applies the edit to the latest
 * document (form-edits.ts), checks the whole form (test-form.rules.ts: 422 at the field) and stores a new
 * version; items and stimuli whose content changed get a new version (versioning.ts).
 */
const baseVersion = { base_version: z.int().min(1).max(FORM_LIMITS.version) };

/** A new draft: from scratch (one section, one module, one first question to edit) or a copy of a form. */
export const createTestFormSchema = z.object({
  key: formKeySchema,
  test_type: z.enum(TEST_TYPES),
  title: localizedLine(FORM_LIMITS.title),
  copy_of: dbIdValueSchema.optional(),
});
export type CreateTestForm = z.infer<typeof createTestFormSchema>;

/** Everything of a form but its sections and stimuli (which have calls of their own). */
export const testFormSettingsBodySchema = z.object({
  ...baseVersion,
  test_type: z.enum(TEST_TYPES),
  title: localizedLine(FORM_LIMITS.title),
  description: localizedText(FORM_LIMITS.directions).nullable().default(null),
  notes: formText(FORM_LIMITS.notes).default(""),
  settings: formSettingsSchema,
  taxonomy: taxonomySchema.prefault({}),
  rubrics: z.array(rubricSchema).max(FORM_LIMITS.rubrics).default([]),
  composites: z.array(compositeSchema).max(FORM_LIMITS.composites).default([]),
});
export type TestFormSettingsBody = z.infer<typeof testFormSettingsBodySchema>;

/** A section's own fields (its modules are edited one by one). */
const sectionFields = {
  title: testSectionSchema.shape.title,
  directions: localizedText(FORM_LIMITS.directions).nullable().default(null),
  optional: z.boolean().default(false),
  tools: testSectionSchema.shape.tools,
  break_after_seconds: testSectionSchema.shape.break_after_seconds,
};
export const createTestSectionSchema = z.object({ ...baseVersion, key: formKeySchema, ...sectionFields });
export const updateTestSectionSchema = z.object({
  ...baseVersion,
  ...sectionFields,
  routing: z.array(routingRuleSchema).max(FORM_LIMITS.modulesPerSection).default([]),
  scoring: sectionScoringSchema.nullable().default(null),
});
export type CreateTestSection = z.infer<typeof createTestSectionSchema>;
export type UpdateTestSection = z.infer<typeof updateTestSectionSchema>;

const moduleFields = {
  title: localizedLine(FORM_LIMITS.title).nullable().default(null),
  directions: localizedText(FORM_LIMITS.directions).nullable().default(null),
  time_limit_seconds: testModuleSchema.shape.time_limit_seconds,
};
export const createTestModuleSchema = z.object({ ...baseVersion, key: formKeySchema, ...moduleFields });
export const updateTestModuleSchema = z.object({ ...baseVersion, ...moduleFields });
export type CreateTestModule = z.infer<typeof createTestModuleSchema>;
export type UpdateTestModule = z.infer<typeof updateTestModuleSchema>;

/** An item as written (its `version` is the server's to set: any given one is ignored). */
export const testItemBodySchema = z.object({ ...baseVersion, item: testItemSchema });
export type TestItemBody = z.infer<typeof testItemBodySchema>;
export const testStimulusBodySchema = z.object({ ...baseVersion, stimulus: stimulusSchema });
export type TestStimulusBody = z.infer<typeof testStimulusBodySchema>;

/** A new order of a list's keys: exactly the keys it holds, each once. */
export const testOrderBodySchema = z.object({
  ...baseVersion,
  keys: z.array(formKeySchema).min(1).max(FORM_LIMITS.itemsPerModule),
});
export type TestOrderBody = z.infer<typeof testOrderBodySchema>;
export const baseVersionQuerySchema = z.object({
  base_version: z.coerce.number().int().min(1).max(FORM_LIMITS.version),
});

export const testFormKeyParams = { id: dbIdSchema };
export const testSectionParamsSchema = z.object({ id: dbIdSchema, sectionKey: formKeySchema });
export const testModuleParamsSchema = z.object({ id: dbIdSchema, moduleKey: formKeySchema });
export const testItemParamsSchema = z.object({ id: dbIdSchema, itemKey: formKeySchema });
export const testStimulusParamsSchema = z.object({ id: dbIdSchema, stimulusKey: formKeySchema });

/** What every authoring call answers: the form's summary and its new latest document. */
export const testFormEditedSchema = z.object({
  data: testFormDetailSchema.shape.data.omit({ document: true }).extend({ document: testFormObjectSchema }),
});
export type TestFormEdited = z.infer<typeof testFormEditedSchema>["data"];
