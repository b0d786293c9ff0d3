import {
  lineLastSyncSchema,
  lineNotesPageSchema,
  lineNotesParamsSchema,
  lineNotesQuerySchema,
  lineNotesStatusSchema,
  linePushListSchema,
  linePushQuerySchema,
  lineSyncResultSchema,
  lineWebhookAnswerSchema,
} from "@edu/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { lineChannelFrom, verifyLineSignature } from "./line-messaging";
import * as service from "./line-notes.service";
import { listLinePushes } from "./line-push";

const tags = ["line"];
/** Staff and admins read families' LINE notes. */
const OFFICE = ["super-admin", "staff"] as const;
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The official account is not configured: 400 with a message saying so (a 4xx, as for payment notices
 * of an unconfigured provider, so LINE stops retrying; 5xx answers are reserved for faults). The web
 * asks GET line-notes/status and hides the feature.
 */
const notConfigured = () => new AppError("bad_request", { message: "line_messaging_not_configured" });

export const lineNotesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const channel = lineChannelFrom(config);
  const requireChannel = () => {
    if (!channel) throw notConfigured();
    return channel;
  };

  app.get(
    "/api/line-notes/status",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Is the school's LINE official account configured? (the web hides LINE notes otherwise)",
        response: { 200: lineNotesStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      configured: Boolean(channel),
      last_sync_at: channel ? await service.lastSyncAt(db) : null,
    }),
  );

  app.get(
    "/api/line-notes/last-sync-at",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "When POST line-notes/sync last finished (null: never)",
        response: { 200: lineLastSyncSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async () => {
      requireChannel();
      return { last_sync_at: await service.lastSyncAt(db) };
    },
  );

  app.post(
    "/api/line-notes/sync",
    {
      config: { access: [...OFFICE], rateLimit: { max: 6, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Catch up with LINE (it keeps no message history): attach earlier events of users who since linked LINE, re-read linked users' profiles, fetch pending media contents; records the time",
        response: { 200: lineSyncResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => service.syncNotes(db, actorOf(request), requireChannel()),
  );

  app.get(
    "/api/line-notes/:userId",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "One user's LINE notes (messages, follow and unfollow), newest first, 50 a page",
        params: lineNotesParamsSchema,
        querystring: lineNotesQuerySchema,
        response: { 200: lineNotesPageSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireChannel();
      return service.listNotes(db, request.params.userId, request.query.page, request.query.page_size);
    },
  );

  app.get(
    "/api/line-push",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "LINE notifications queued, sent or failed (with the error), newest first",
        querystring: linePushQuerySchema,
        response: { 200: linePushListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ configured: Boolean(channel), data: await listLinePushes(db, request.query) }),
  );

  // The webhook: the signature covers the raw body, so this route reads it unparsed.
  await app.register(async (hook: FastifyInstance) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    hook.post(
      "/api/line/webhook",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "LINE Messaging API webhook (x-line-signature verified): stores message and follow/unfollow events of users who linked LINE, once per webhookEventId",
          response: { 200: lineWebhookAnswerSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        if (!channel) throw notConfigured();
        const raw = typeof request.body === "string" ? request.body : "";
        const signature = request.headers["x-line-signature"];
        if (!signature) throw new AppError("bad_request", { message: "line_signature_invalid" });
        if (!verifyLineSignature(channel.secret, raw, signature)) {
          throw new AppError("unauthenticated", { message: "line_signature_invalid" });
        }
        const events = service.parseWebhookBody(raw);
        if (!events) throw new AppError("bad_request");
        return { received: true as const, ...(await service.storeWebhookEvents(db, events)) };
      },
    );
  });
};
