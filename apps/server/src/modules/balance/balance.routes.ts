import {
  balanceAdjustmentSchema,
  balanceEntriesQuerySchema,
  balanceEntryIdParamsSchema,
  balanceEntryPageSchema,
  balanceEntryParamsSchema,
  balanceEntryResultSchema,
  balanceEntrySchema,
  balanceParentPageSchema,
  balanceParentParamsSchema,
  balanceParentsQuerySchema,
  balanceReversalSchema,
  balanceSummarySchema,
  createDepositSchema,
  dbIdSchema,
  depositCheckoutSchema,
  depositProvidersSchema,
  depositSchema,
  sandboxCheckoutSchema,
  sandboxSessionParamsSchema,
} from "@edu/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as balance from "./balance.service";
import type { IsFamilyOrder } from "./deposits.service";
import * as deposits from "./deposits.service";
import { applyProviderEvent } from "./provider-notices.service";
import {
  cardDepositsNotice,
  type PaymentProviders,
  providersAvailable,
  providersFromConfig,
} from "./providers/configured";
import { type PaymentProvider, WebhookSignatureError } from "./providers/provider";

export type BalanceRoutesOptions = {
  deps: ModuleDeps;
  /** Billing's rule (app.ts wires it): a deposit may name only a bill its parent may read. */
  isFamilyOrder: IsFamilyOrder;
  /** Tests: other providers than the configuration's. */
  providers?: PaymentProviders;
};

const tags = ["balance"];
const ADMIN_READ = ["super-admin", "staff"] as const;
const receivedSchema = z.object({ received: z.literal(true), outcome: z.string() });
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** A notice for a provider this deployment has not configured: refused (4xx, so the sender stops). */
const unconfigured = () => new AppError("bad_request");

export const balanceRoutes: FastifyPluginAsyncZod<BalanceRoutesOptions> = async (app, options) => {
  const { db, config } = options.deps;
  const providers = options.providers ?? providersFromConfig(config, db);
  const depositOptions = { publicUrl: config.PUBLIC_URL, isFamilyOrder: options.isFamilyOrder };
  // Once at start: whether card deposits are off (and why) or test money.
  const cardNotice = options.providers ? null : cardDepositsNotice(providers);
  if (cardNotice) app.log.warn(cardNotice);

  app.get(
    "/api/balance/mine",
    {
      config: { access: ["parent"] },
      schema: {
        tags,
        summary: "The signed-in parent's balance per currency (available and pending)",
        response: { 200: balanceSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => balance.balanceSummary(db, actorOf(request), request.user.id),
  );

  app.get(
    "/api/balance/parents",
    {
      config: { access: [...ADMIN_READ] },
      schema: {
        tags,
        summary: "Parents with their balances (q over name, username, email; paged)",
        querystring: balanceParentsQuerySchema,
        response: { 200: balanceParentPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => balance.listParents(db, request.query),
  );

  app.get(
    "/api/balance/parent/:parentUserId",
    {
      config: { access: [...ADMIN_READ, "parent"] },
      schema: {
        tags,
        summary:
          "A parent's balance per currency with account_balance, account_balance_currency, default_currency (the parent or staff)",
        params: balanceParentParamsSchema,
        response: { 200: balanceSummarySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => balance.balanceSummary(db, actorOf(request), request.params.parentUserId),
  );

  app.get(
    "/api/balance/parent/:parentUserId/entries",
    {
      config: { access: [...ADMIN_READ, "parent"] },
      schema: {
        tags,
        summary: "A parent's ledger entries, newest first (currency filter; paged)",
        params: balanceParentParamsSchema,
        querystring: balanceEntriesQuerySchema,
        response: { 200: balanceEntryPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      balance.listEntries(db, actorOf(request), request.params.parentUserId, request.query, request.locale),
  );

  app.get(
    "/api/balance/parent/:parentUserId/balanceTransaction/:id",
    {
      config: { access: [...ADMIN_READ, "parent"] },
      schema: {
        tags,
        summary: "One ledger entry of a parent",
        params: balanceEntryParamsSchema,
        response: { 200: balanceEntrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      balance.getEntry(db, actorOf(request), request.params.parentUserId, request.params.id, request.locale),
  );

  app.post(
    "/api/balance/adjustment",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary: "/finance/add: credit (+) or debit (−) a parent's available balance with a reason (audited)",
        body: balanceAdjustmentSchema,
        response: { 200: balanceEntryResultSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => balance.adjustBalance(db, actorOf(request), request.body),
  );

  app.post(
    "/api/balance/entry/:id/reverse",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary: "Post the reversing entry of an entry (once; with a reason; audited)",
        params: balanceEntryIdParamsSchema,
        body: balanceReversalSchema,
        response: { 200: balanceEntryResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => balance.reverseEntry(db, actorOf(request), request.params.id, request.body.reason),
  );

  app.get(
    "/api/balance/deposit/providers",
    {
      config: { access: ["parent"] },
      schema: {
        tags,
        summary:
          "Which deposit methods are available (card: Stripe, or the sandbox's test money when switched on, else null; ECPay)",
        response: { 200: depositProvidersSchema, ...errorResponses(401, 403) },
      },
    },
    async () => providersAvailable(providers),
  );

  app.post(
    "/api/balance/deposit",
    {
      config: { access: ["parent"], idempotent: true },
      schema: {
        tags,
        summary:
          "Start a deposit: a checkout with the provider (the balance is credited by its notice only); order_id must be a bill of the parent's family",
        body: createDepositSchema,
        response: { 200: depositCheckoutSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => deposits.createDeposit(db, providers, actorOf(request), request.body, depositOptions),
  );

  app.get(
    "/api/balance/deposit/:id",
    {
      config: { access: [...ADMIN_READ, "parent"] },
      schema: {
        tags,
        summary: "A deposit's state (/stripe/success polls it; reading never credits)",
        params: z.object({ id: dbIdSchema }),
        response: { 200: depositSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => deposits.getDeposit(db, actorOf(request), request.params.id),
  );

  app.get(
    "/api/balance/sandbox/checkout/:sessionId",
    {
      config: { access: [...ADMIN_READ, "parent"] },
      schema: {
        tags,
        summary:
          "The local payment sandbox (test money): a checkout session (only when PAYMENT_SANDBOX is on and Stripe is not configured)",
        params: sandboxSessionParamsSchema,
        response: { 200: sandboxCheckoutSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!providers.sandbox) throw notFound();
      return (await deposits.sandboxSession(db, actorOf(request), request.params.sessionId)).view;
    },
  );

  app.post(
    "/api/balance/sandbox/checkout/:sessionId/pay",
    {
      config: { access: [...ADMIN_READ, "parent"], idempotent: true },
      schema: {
        tags,
        summary:
          "The sandbox's Pay button: posts a signed checkout.session.completed webhook to the sandbox webhook route",
        params: sandboxSessionParamsSchema,
        response: { 200: sandboxCheckoutSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
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
    },
  );

  // Provider notices: the raw body is what the signature covers, so these read it unparsed.
  await app.register(async (notices: FastifyInstance) => {
    notices.removeAllContentTypeParsers();
    notices.addContentTypeParser(
      ["application/json", "application/x-www-form-urlencoded"],
      { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const rawOf = (body: unknown) => (typeof body === "string" ? body : "");

    const stripeLike = (path: string, provider: () => PaymentProvider | null, summary: string) =>
      notices.post(
        path,
        {
          config: { access: "public" },
          schema: {
            tags,
            summary,
            response: { 200: receivedSchema, ...errorResponses(400) },
          },
        },
        async (request, reply) => {
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
        },
      );

    stripeLike(
      "/api/balance/webhook/stripe",
      () => providers.stripe,
      "Stripe webhook (checkout.session.completed; Stripe-Signature verified; idempotent by event id)",
    );
    stripeLike(
      "/api/balance/webhook/sandbox",
      () => providers.sandbox,
      "The local sandbox's webhook (test money; only when PAYMENT_SANDBOX is on; signed as Stripe signs; idempotent by event id)",
    );

    notices.post(
      "/api/balance/ecpay/notice",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "ECPay server notice (ReturnURL and PaymentInfoURL): CheckMacValue verified, SimulatePaid ignored, idempotent by MerchantTradeNo+TradeNo; answers 1|OK",
          response: {
            200: { description: "1|OK", content: { "text/plain": { schema: z.string() } } },
            400: { description: "0|reason", content: { "text/plain": { schema: z.string() } } },
          },
        },
      },
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
    );
  });
};
