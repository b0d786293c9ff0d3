import { faqEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import {
  createLabel,
  deleteLabel,
  getLabelAdmin,
  listLabels,
  listLabelsAdmin,
  updateLabel,
} from "./faq-labels.service";
import {
  createFaq,
  createInstructorFaq,
  deleteFaq,
  getFaqAdmin,
  listFaqs,
  listFaqsAdmin,
  listInstructorFaqs,
  updateFaq,
} from "./faq-questions.service";
import {
  createTopic,
  deleteTopic,
  getTopicAdmin,
  listTopics,
  listTopicsAdmin,
  updateTopic,
} from "./faq-topics.service";

const ok = { ok: true as const };

/** The FAQ endpoints (packages/shared/src/faq/faq.endpoints.ts) and what each does. */
export const faqRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // ---- public ----
  route(app, endpoints.listFaqs, (request) => listFaqs(db, request.query, request.locale));
  route(app, endpoints.listFaqTopics, (request) => listTopics(db, request.locale));
  route(app, endpoints.listFaqLabels, (request) => listLabels(db, request.locale));
  route(app, endpoints.getInstructorFaq, (request) => listInstructorFaqs(db, request.locale));
  route(app, endpoints.createInstructorFaq, (request) =>
    createInstructorFaq(db, actorOf(request), request.body),
  );

  // ---- admin lists (every language) ----
  route(app, endpoints.listAdminFaqs, (request) => listFaqsAdmin(db, request.query));
  route(app, endpoints.listAdminFaqTopics, () => listTopicsAdmin(db));
  route(app, endpoints.listAdminFaqLabels, () => listLabelsAdmin(db));

  // ---- faq ----
  route(app, endpoints.createFaq, (request) => createFaq(db, actorOf(request), request.body));
  route(app, endpoints.getFaqById, (request) => getFaqAdmin(db, request.params.id));
  route(app, endpoints.updateFaqById, (request) =>
    updateFaq(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqById, async (request) => {
    await deleteFaq(db, actorOf(request), request.params.id);
    return ok;
  });

  // ---- faq-topic ----
  route(app, endpoints.createFaqTopic, (request) => createTopic(db, actorOf(request), request.body));
  route(app, endpoints.getFaqTopicById, (request) => getTopicAdmin(db, request.params.id));
  route(app, endpoints.updateFaqTopicById, (request) =>
    updateTopic(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqTopicById, async (request) => {
    await deleteTopic(db, actorOf(request), request.params.id);
    return ok;
  });

  // ---- faq-label ----
  route(app, endpoints.createFaqLabel, (request) => createLabel(db, actorOf(request), request.body));
  route(app, endpoints.getFaqLabelById, (request) => getLabelAdmin(db, request.params.id));
  route(app, endpoints.updateFaqLabelById, (request) =>
    updateLabel(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteFaqLabelById, async (request) => {
    await deleteLabel(db, actorOf(request), request.params.id);
    return ok;
  });
};
