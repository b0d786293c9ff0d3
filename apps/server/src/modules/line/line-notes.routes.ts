import { lineEndpoints as endpoints } from "@edu/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { lineChannelFrom, verifyLineSignature } from "./line-messaging";
import * as service from "./line-notes.service";
import { listLinePushes } from "./line-push";

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

  route(app, endpoints.getLineNotesStatus, async () => ({
    configured: Boolean(channel),
    last_sync_at: channel ? await service.lastSyncAt(db) : null,
  }));

  route(app, endpoints.getLineNotesLastSyncAt, async () => {
    requireChannel();
    return { last_sync_at: await service.lastSyncAt(db) };
  });

  route(
    app,
    endpoints.createLineNotesSync,
    async (request) => service.syncNotes(db, actorOf(request), requireChannel()),
    { config: { rateLimit: { max: 6, timeWindow: "1 minute" } } },
  );

  route(app, endpoints.getLineNote, async (request) => {
    requireChannel();
    return service.listNotes(db, request.params.userId, request.query.page, request.query.page_size);
  });

  route(app, endpoints.getLinePush, async (request) => ({
    configured: Boolean(channel),
    data: await listLinePushes(db, request.query),
  }));

  // The webhook: the signature covers the raw body, so this route reads it unparsed.
  await app.register(async (hook: FastifyInstance) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(hook, endpoints.createLineWebhook, async (request) => {
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
    });
  });
};
