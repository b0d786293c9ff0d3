import type { Endpoint, EndpointAnswer } from "@edu/shared";
import * as edits from "@edu/shared/test-engine";
import { testAuthoringEndpoints as endpoints, type testFormEditedSchema } from "@edu/shared/test-engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { type EndpointRequest, route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createTestForm, type EditRequest, editTestForm } from "./test-authoring.service";
import { FORM_BODY_LIMIT } from "./test-engine.constants";

/** Calls whose body may carry a whole passage or scoring tables (the default limit is too small). */
const large = { bodyLimit: FORM_BODY_LIMIT };

/**
 * The authoring calls (issue 32): each names the form version it edits; the edit itself is a pure function
 * of the shared package (form-edits.ts), applied and stored by `editTestForm`.
 */
export const testAuthoringRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  /**
   * An edit of the form at `:id` (every authoring path but creation names it so): `plan` reads the version
   * the edit was made on and the edit from the validated request.
   */
  const editRoute = <E extends Endpoint & { response: typeof testFormEditedSchema }>(
    endpoint: E,
    plan: (request: EndpointRequest<E>) => Omit<EditRequest, "formId">,
    extras: { bodyLimit?: number } = {},
  ) =>
    route(
      app,
      endpoint,
      (request) =>
        // Every edit answers the form as edited (`testFormEditedSchema`, the response E declares).
        editTestForm(db, actorOf(request), {
          formId: (request.params as { id: number }).id,
          ...plan(request),
        }) as Promise<EndpointAnswer<E>>,
      extras,
    );

  route(app, endpoints.createTestForm, (request) => createTestForm(db, actorOf(request), request.body));
  editRoute(
    endpoints.updateTestFormSettings,
    ({ body }) => ({ baseVersion: body.base_version, edit: (form) => edits.editSettings(form, body) }),
    large,
  );

  editRoute(endpoints.createTestFormSection, ({ body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.addSection(form, body),
  }));
  editRoute(endpoints.updateTestFormSectionOrder, ({ body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.reorderSections(form, body.keys),
  }));
  editRoute(
    endpoints.updateTestFormSectionBySectionKey,
    ({ params, body }) => ({
      baseVersion: body.base_version,
      edit: (form) => edits.editSection(form, params.sectionKey, body),
    }),
    large,
  );
  editRoute(endpoints.deleteTestFormSectionBySectionKey, ({ params, query }) => ({
    baseVersion: query.base_version,
    edit: (form) => edits.removeSection(form, params.sectionKey),
  }));

  editRoute(endpoints.createTestFormSectionModule, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.addModule(form, params.sectionKey, body),
  }));
  editRoute(endpoints.updateTestFormSectionModuleOrder, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.reorderModules(form, params.sectionKey, body.keys),
  }));
  editRoute(endpoints.updateTestFormModuleByModuleKey, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.editModule(form, params.moduleKey, body),
  }));
  editRoute(endpoints.deleteTestFormModuleByModuleKey, ({ params, query }) => ({
    baseVersion: query.base_version,
    edit: (form) => edits.removeModule(form, params.moduleKey),
  }));

  editRoute(endpoints.createTestFormModuleItem, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.addItem(form, params.moduleKey, body.item),
    fieldPrefix: ["item"],
  }));
  editRoute(endpoints.updateTestFormModuleItemOrder, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.reorderItems(form, params.moduleKey, body.keys),
  }));
  editRoute(endpoints.updateTestFormItemByItemKey, ({ params, body }) => ({
    baseVersion: body.base_version,
    edit: (form) => edits.editItem(form, params.itemKey, body.item),
    fieldPrefix: ["item"],
  }));
  editRoute(endpoints.deleteTestFormItemByItemKey, ({ params, query }) => ({
    baseVersion: query.base_version,
    edit: (form) => edits.removeItem(form, params.itemKey),
  }));

  editRoute(
    endpoints.createTestFormStimuli,
    ({ body }) => ({
      baseVersion: body.base_version,
      edit: (form) => edits.addStimulus(form, body.stimulus),
      fieldPrefix: ["stimulus"],
    }),
    large,
  );
  editRoute(
    endpoints.updateTestFormStimulusByStimulusKey,
    ({ params, body }) => ({
      baseVersion: body.base_version,
      edit: (form) => edits.editStimulus(form, params.stimulusKey, body.stimulus),
      fieldPrefix: ["stimulus"],
    }),
    large,
  );
  editRoute(endpoints.deleteTestFormStimulusByStimulusKey, ({ params, query }) => ({
    baseVersion: query.base_version,
    edit: (form) => edits.removeStimulus(form, params.stimulusKey),
  }));
};
