import * as edits from "@edu/shared/test-engine";
import { testAuthoringEndpoints as endpoints } from "@edu/shared/test-engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createTestForm, editTestForm } from "./test-authoring.service";
import { FORM_BODY_LIMIT } from "./test-engine.constants";

/**
 * The authoring calls (issue 32): each names the form version it edits; the edit itself is a pure function
 * of the shared package (form-edits.ts), applied and stored by `editTestForm`.
 */
export const testAuthoringRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.createTestForm, (request) => createTestForm(db, actorOf(request), request.body));
  route(
    app,
    endpoints.updateTestFormSettings,
    (request) =>
      editTestForm(db, actorOf(request), {
        formId: request.params.id,
        baseVersion: request.body.base_version,
        edit: (form) => edits.editSettings(form, request.body),
      }),
    { bodyLimit: FORM_BODY_LIMIT },
  );

  route(app, endpoints.createTestFormSection, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.addSection(form, request.body),
    }),
  );
  route(app, endpoints.updateTestFormSectionOrder, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.reorderSections(form, request.body.keys),
    }),
  );
  route(
    app,
    endpoints.updateTestFormSectionBySectionKey,
    (request) =>
      editTestForm(db, actorOf(request), {
        formId: request.params.id,
        baseVersion: request.body.base_version,
        edit: (form) => edits.editSection(form, request.params.sectionKey, request.body),
      }),
    { bodyLimit: FORM_BODY_LIMIT },
  );
  route(app, endpoints.deleteTestFormSectionBySectionKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.query.base_version,
      edit: (form) => edits.removeSection(form, request.params.sectionKey),
    }),
  );

  route(app, endpoints.createTestFormSectionModule, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.addModule(form, request.params.sectionKey, request.body),
    }),
  );
  route(app, endpoints.updateTestFormSectionModuleOrder, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.reorderModules(form, request.params.sectionKey, request.body.keys),
    }),
  );
  route(app, endpoints.updateTestFormModuleByModuleKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.editModule(form, request.params.moduleKey, request.body),
    }),
  );
  route(app, endpoints.deleteTestFormModuleByModuleKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.query.base_version,
      edit: (form) => edits.removeModule(form, request.params.moduleKey),
    }),
  );

  route(app, endpoints.createTestFormModuleItem, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.addItem(form, request.params.moduleKey, request.body.item),
      fieldPrefix: ["item"],
    }),
  );
  route(app, endpoints.updateTestFormModuleItemOrder, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.reorderItems(form, request.params.moduleKey, request.body.keys),
    }),
  );
  route(app, endpoints.updateTestFormItemByItemKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.body.base_version,
      edit: (form) => edits.editItem(form, request.params.itemKey, request.body.item),
      fieldPrefix: ["item"],
    }),
  );
  route(app, endpoints.deleteTestFormItemByItemKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.query.base_version,
      edit: (form) => edits.removeItem(form, request.params.itemKey),
    }),
  );

  route(
    app,
    endpoints.createTestFormStimuli,
    (request) =>
      editTestForm(db, actorOf(request), {
        formId: request.params.id,
        baseVersion: request.body.base_version,
        edit: (form) => edits.addStimulus(form, request.body.stimulus),
        fieldPrefix: ["stimulus"],
      }),
    { bodyLimit: FORM_BODY_LIMIT },
  );
  route(
    app,
    endpoints.updateTestFormStimulusByStimulusKey,
    (request) =>
      editTestForm(db, actorOf(request), {
        formId: request.params.id,
        baseVersion: request.body.base_version,
        edit: (form) => edits.editStimulus(form, request.params.stimulusKey, request.body.stimulus),
        fieldPrefix: ["stimulus"],
      }),
    { bodyLimit: FORM_BODY_LIMIT },
  );
  route(app, endpoints.deleteTestFormStimulusByStimulusKey, (request) =>
    editTestForm(db, actorOf(request), {
      formId: request.params.id,
      baseVersion: request.query.base_version,
      edit: (form) => edits.removeStimulus(form, request.params.stimulusKey),
    }),
  );
};
