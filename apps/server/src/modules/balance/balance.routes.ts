import { balanceEndpoints as endpoints } from "@edu/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as balance from "./balance.service";
import * as deposits from "./deposits.service";
import { applyProviderEvent } from "./provider-notices.service";
import { cardDepositsNotice, providersAvailable, providersFromConfig } from "./providers/configured";
import { type PaymentProvider, WebhookSignatureError } from "./providers/provider";

const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** A notice for a provider this deployment has not configured: refused (4xx, so the sender stops). */
const unconfigured = () => new AppError("bad_request");

export const balanceRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const providers = providersFromConfig(config, db);
  // Billing's rule (contributed through deps): a deposit may name only a bill its parent may read.
  const depositOptions = { publicUrl: config.PUBLIC_URL, isFamilyOrder: deps.isFamilyOrder };
  // Once at start: whether card deposits are off (and why) or test money.
  const cardNotice = cardDepositsNotice(providers);
  if (cardNotice) app.log.warn(cardNotice);

  route(app, endpoints.getBalanceMine, (request) =>
    balance.balanceSummary(db, actorOf(request), request.user.id),
  );
  route(app, endpoints.listBalanceParents, (request) => balance.listParents(db, request.query));
  route(app, endpoints.getBalanceParentByParentUserId, (request) =>
    balance.balanceSummary(db, actorOf(request), request.params.parentUserId),
  );
  route(app, endpoints.listBalanceParentEntries, (request) =>
    balance.listEntries(db, actorOf(request), request.params.parentUserId, request.query, request.locale),
  );
  route(app, endpoints.getBalanceParentBalancetransactionById, (request) =>
    balance.getEntry(db, actorOf(request), request.params.parentUserId, request.params.id, request.locale),
  );
  route(app, endpoints.createBalanceAdjustment, (request) =>
    balance.adjustBalance(db, actorOf(request), request.body),
  );
  route(app, endpoints.createBalanceEntryReverse, (request) =>
    balance.reverseEntry(db, actorOf(request), request.params.id, request.body.reason),
  );
  route(app, endpoints.listBalanceDepositProviders, async () => providersAvailable(providers));
  route(app, endpoints.createBalanceDeposit, (request) =>
    deposits.createDeposit(db, providers, actorOf(request), request.body, depositOptions),
  );
  route(app, endpoints.getBalanceDepositById, (request) =>
    deposits.getDeposit(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.getBalanceSandboxCheckoutBySessionId, async (request) => {
    if (!providers.sandbox) throw notFound();
    return (await deposits.sandboxSession(db, actorOf(request), request.params.sessionId)).view;
  });
  route(app, endpoints.createBalanceSandboxCheckoutPay, async (request) => {
    const sandbox = providers.sandbox;
    if (!sandbox) throw notFound();
    const actor = actorOf(request);
    const { row } = await deposits.sandboxSession(db, actor, request.params.sessionId);
    deposits.assertOpen(row);
    const { body, signature } = await sandbox.signedEvent({
      id: request.params.sessionId,
      amount: row.amount,
      currency: row.currency,
      depositId: row.id,
    });
    // Delivered like a provider's webhook: through the route, its signature check and de-duplication.
    const delivery = await app.inject({
      method: "POST",
      url: "/api/balance/webhook/sandbox",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: body,
    });
    if (delivery.statusCode !== 200) throw new Error(`sandbox webhook answered ${delivery.statusCode}`);
    return (await deposits.sandboxSession(db, actor, request.params.sessionId)).view;
  });

  // Provider notices: the raw body is what the signature covers, so these read it unparsed.
  await app.register(async (notices: FastifyInstance) => {
    notices.removeAllContentTypeParsers();
    notices.addContentTypeParser(
      ["application/json", "application/x-www-form-urlencoded"],
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const rawOf = (body: unknown) => (typeof body === "string" ? body : "");

    const stripeLike = (
      endpoint: typeof endpoints.createBalanceWebhookStripe | typeof endpoints.createBalanceWebhookSandbox,
      provider: () => PaymentProvider | null,
    ) =>
      route(notices, endpoint, async (request, reply) => {
        const current = provider();
        if (!current) throw unconfigured();
        let event: Awaited<ReturnType<PaymentProvider["verifyWebhook"]>>;
        try {
          event = await current.verifyWebhook(rawOf(request.body), request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            return reply
              .status(400)
              .send({ message: "Webhook signature does not verify.", code: "bad_request" });
          }
          throw error;
        }
        const outcome = await applyProviderEvent(db, current.name, event);
        return { received: true as const, outcome };
      });

    stripeLike(endpoints.createBalanceWebhookStripe, () => providers.stripe);
    stripeLike(endpoints.createBalanceWebhookSandbox, () => providers.sandbox);

    route(
      notices,
      endpoints.createBalanceEcpayNotice,
      async (request, reply) => {
        const ecpay = providers.ecpay;
        if (!ecpay) throw unconfigured();
        let event: Awaited<ReturnType<PaymentProvider["verifyWebhook"]>>;
        try {
          event = await ecpay.verifyWebhook(rawOf(request.body), request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            return reply.status(400).type("text/plain").send("0|CheckMacValue error");
          }
          throw error;
        }
        await applyProviderEvent(db, "ecpay", event);
        return reply.type("text/plain").send("1|OK");
      },
      {
        responses: {
          200: { description: "1|OK", content: { "text/plain": { schema: z.string() } } },
          400: { description: "0|reason", content: { "text/plain": { schema: z.string() } } },
        },
      },
    );
  });
};
