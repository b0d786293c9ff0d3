import {
  createFaqLabelSchema,
  createFaqSchema,
  createFaqTopicSchema,
  createInstructorFaqSchema,
  faqAdminListQuerySchema,
  faqAdminPageSchema,
  faqAdminSchema,
  faqIdParamsSchema,
  faqLabelAdminListSchema,
  faqLabelAdminSchema,
  faqLabelListSchema,
  faqListQuerySchema,
  faqPageSchema,
  faqTopicAdminListSchema,
  faqTopicAdminSchema,
  faqTopicListSchema,
  instructorFaqListSchema,
  okSchema,
  updateFaqLabelSchema,
  updateFaqSchema,
  updateFaqTopicSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./faq.service";

const tags = ["faq"];
const ADMIN = ["super-admin"] as const;
const READERS = ["super-admin", "staff"] as const;
const ok = { ok: true as const };

export const faqRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // ---- public ----

  app.get(
    "/api/faqs",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Published questions in the request's language; filters faq_topic_id / faq_topic_slug, faq_label_id",
        querystring: faqListQuerySchema,
        response: { 200: faqPageSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.listFaqs(db, request.query, request.locale),
  );

  app.get(
    "/api/faq-topics",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "FAQ sections (topics with a slug; default section about-us), ordered",
        response: { 200: faqTopicListSchema },
      },
    },
    async (request) => service.listTopics(db, request.locale),
  );

  app.get(
    "/api/faq-labels",
    {
      config: { access: "public" },
      schema: { tags, summary: "FAQ labels, ordered", response: { 200: faqLabelListSchema } },
    },
    async (request) => service.listLabels(db, request.locale),
  );

  app.get(
    "/api/instructor-faq",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The instructor FAQ (published questions of the instructors topic)",
        response: { 200: instructorFaqListSchema },
      },
    },
    async (request) => service.listInstructorFaqs(db, request.locale),
  );

  app.post(
    "/api/instructor-faq",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Add a question to the instructor FAQ (edit or delete it through faq/{id})",
        body: createInstructorFaqSchema,
        response: { 200: faqAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createInstructorFaq(db, actorOf(request), request.body),
  );

  // ---- admin lists (every language) ----

  app.get(
    "/api/admin/faqs",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "Questions with every language (published or not)",
        querystring: faqAdminListQuerySchema,
        response: { 200: faqAdminPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listFaqsAdmin(db, request.query),
  );

  app.get(
    "/api/admin/faq-topics",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "Topics with every language",
        response: { 200: faqTopicAdminListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.listTopicsAdmin(db),
  );

  app.get(
    "/api/admin/faq-labels",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "Labels with every language",
        response: { 200: faqLabelAdminListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.listLabelsAdmin(db),
  );

  // ---- faq ----

  app.post(
    "/api/faq",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Create a question",
        body: createFaqSchema,
        response: { 200: faqAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createFaq(db, actorOf(request), request.body),
  );

  app.get(
    "/api/faq/:id",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A question with every language",
        params: faqIdParamsSchema,
        response: { 200: faqAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getFaqAdmin(db, request.params.id),
  );

  app.patch(
    "/api/faq/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Update a question (each language sent replaces the fields it sends)",
        params: faqIdParamsSchema,
        body: updateFaqSchema,
        response: { 200: faqAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateFaq(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/faq/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Delete a question",
        params: faqIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteFaq(db, actorOf(request), request.params.id);
      return ok;
    },
  );

  // ---- faq-topic ----

  app.post(
    "/api/faq-topic",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Create a topic (slug unique)",
        body: createFaqTopicSchema,
        response: { 200: faqTopicAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createTopic(db, actorOf(request), request.body),
  );

  app.get(
    "/api/faq-topic/:id",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A topic with every language",
        params: faqIdParamsSchema,
        response: { 200: faqTopicAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getTopicAdmin(db, request.params.id),
  );

  app.patch(
    "/api/faq-topic/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Update a topic",
        params: faqIdParamsSchema,
        body: updateFaqTopicSchema,
        response: { 200: faqTopicAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateTopic(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/faq-topic/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Delete a topic without questions (409 while it has some)",
        params: faqIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.deleteTopic(db, actorOf(request), request.params.id);
      return ok;
    },
  );

  // ---- faq-label ----

  app.post(
    "/api/faq-label",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Create a label",
        body: createFaqLabelSchema,
        response: { 200: faqLabelAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createLabel(db, actorOf(request), request.body),
  );

  app.get(
    "/api/faq-label/:id",
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A label with every language",
        params: faqIdParamsSchema,
        response: { 200: faqLabelAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getLabelAdmin(db, request.params.id),
  );

  app.patch(
    "/api/faq-label/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Update a label",
        params: faqIdParamsSchema,
        body: updateFaqLabelSchema,
        response: { 200: faqLabelAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateLabel(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/faq-label/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Delete a label (its questions keep their topic)",
        params: faqIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteLabel(db, actorOf(request), request.params.id);
      return ok;
    },
  );
};
