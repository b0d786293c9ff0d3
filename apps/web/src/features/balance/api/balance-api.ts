import { type Currency, balanceEndpoints as endpoints } from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

/** Family balance and deposits (apps/server/src/modules/balance/balance.routes.ts). */
export const balanceKeys = {
  all: ["balance"] as const,
  summary: (parentId: number | "mine") => ["balance", "summary", parentId] as const,
  entries: (parentId: number, page: number, currency?: Currency) =>
    ["balance", "entries", parentId, page, currency ?? "all"] as const,
  entry: (parentId: number, id: number) => ["balance", "entry", parentId, id] as const,
  parents: (q: string, page: number) => ["balance", "parents", q, page] as const,
  deposit: (id: number) => ["balance", "deposit", id] as const,
  providers: ["balance", "providers"] as const,
  sandbox: (sessionId: string) => ["balance", "sandbox", sessionId] as const,
};

export const mySummaryQuery = () =>
  queryOptions({
    queryKey: balanceKeys.summary("mine"),
    queryFn: ({ signal }) => call(endpoints.getBalanceMine, {}, { signal, overlay: false }),
  });

export const parentSummaryQuery = (parentId: number) =>
  queryOptions({
    queryKey: balanceKeys.summary(parentId),
    queryFn: ({ signal }) =>
      call(
        endpoints.getBalanceParentByParentUserId,
        { params: { parentUserId: parentId } },
        { signal, overlay: false },
      ),
  });

export const entriesQuery = (parentId: number, page: number, currency?: Currency) =>
  queryOptions({
    queryKey: balanceKeys.entries(parentId, page, currency),
    queryFn: ({ signal }) =>
      call(
        endpoints.listBalanceParentEntries,
        { params: { parentUserId: parentId }, query: { page, currency } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const entryQuery = (parentId: number, id: number) =>
  queryOptions({
    queryKey: balanceKeys.entry(parentId, id),
    queryFn: ({ signal }) =>
      call(
        endpoints.getBalanceParentBalancetransactionById,
        { params: { parentUserId: parentId, id } },
        { signal, overlay: false },
      ),
  });

export const parentsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: balanceKeys.parents(q, page),
    queryFn: ({ signal }) =>
      call(
        endpoints.listBalanceParents,
        { query: { q: q || undefined, page, page_size: 20 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const depositQuery = (id: number) =>
  queryOptions({
    queryKey: balanceKeys.deposit(id),
    queryFn: ({ signal }) =>
      call(endpoints.getBalanceDepositById, { params: { id } }, { signal, overlay: false }),
  });

export const providersQuery = () =>
  queryOptions({
    queryKey: balanceKeys.providers,
    queryFn: ({ signal }) => call(endpoints.listBalanceDepositProviders, {}, { signal, overlay: false }),
  });

export const sandboxQuery = (sessionId: string) =>
  queryOptions({
    queryKey: balanceKeys.sandbox(sessionId),
    queryFn: ({ signal }) =>
      call(
        endpoints.getBalanceSandboxCheckoutBySessionId,
        { params: { sessionId } },
        { signal, overlay: false },
      ),
  });

/** A fresh key per attempt the user makes; the same key on a retry of that attempt (the server replays). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const adjustBalance = (body: EndpointBody<typeof endpoints.createBalanceAdjustment>, key: string) =>
  call(endpoints.createBalanceAdjustment, { body }, { silent: true, headers: { "Idempotency-Key": key } });

export const reverseEntry = (id: number, reason: string, key: string) =>
  call(
    endpoints.createBalanceEntryReverse,
    { params: { id }, body: { reason } },
    { silent: true, headers: { "Idempotency-Key": key } },
  );

export const startDeposit = (body: EndpointBody<typeof endpoints.createBalanceDeposit>, key: string) =>
  call(endpoints.createBalanceDeposit, { body }, { silent: true, headers: { "Idempotency-Key": key } });

export const paySandbox = (sessionId: string) =>
  call(endpoints.createBalanceSandboxCheckoutPay, { params: { sessionId } }, { silent: true });
