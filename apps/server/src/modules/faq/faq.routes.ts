import { faqEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./faq.service";

const ok = { ok: true as const };

/** The FAQ endpoints (packages/shared/src/faq/faq.endpoints.ts) and what each does. */
export const faqRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // ---- public ----
  route(app, endpoints.listFaqs, (request) => service.listFaqs(db, request.query, request.locale));
  route(app, endpoints.listFaqTopics, (request) => service.listTopics(db, request.locale));
  route(app, endpoints.listFaqLabels, (request) => service.listLabels(db, request.locale));
  route(app, endpoints.getInstructorFaq, (request) => service.listInstructorFaqs(db, request.locale));
  route(app, endpoints.createInstructorFaq, (request) =>
    service.createInstructorFaq(db, actorOf(request), request.body),
  );

  // ---- admin lists (every language) ----
  route(app, endpoints.listAdminFaqs, (request) => service.listFaqsAdmin(db, request.query));
  route(app, endpoints.listAdminFaqTopics, () => service.listTopicsAdmin(db));
  route(app, endpoints.listAdminFaqLabels, () => service.listLabelsAdmin(db));

  // ---- faq ----
  route(app, endpoints.createFaq, (request) => service.createFaq(db, actorOf(request), request.body));
  route(app, endpoints.getFaqById, (request) => service.getFaqAdmin(db, request.params.id));
  route(app, endpoints.updateFaqById, (request) =>
    service.updateFaq(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqById, async (request) => {
    await service.deleteFaq(db, actorOf(request), request.params.id);
    return ok;
  });

  // ---- faq-topic ----
  route(app, endpoints.createFaqTopic, (request) => service.createTopic(db, actorOf(request), request.body));
  route(app, endpoints.getFaqTopicById, (request) => service.getTopicAdmin(db, request.params.id));
  route(app, endpoints.updateFaqTopicById, (request) =>
    service.updateTopic(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqTopicById, async (request) => {
    await service.deleteTopic(db, actorOf(request), request.params.id);
    return ok;
  });

  // ---- faq-label ----
  route(app, endpoints.createFaqLabel, (request) => service.createLabel(db, actorOf(request), request.body));
  route(app, endpoints.getFaqLabelById, (request) => service.getLabelAdmin(db, request.params.id));
  route(app, endpoints.updateFaqLabelById, (request) =>
    service.updateLabel(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqLabelById, async (request) => {
    await service.deleteLabel(db, actorOf(request), request.params.id);
    return ok;
  });
};
