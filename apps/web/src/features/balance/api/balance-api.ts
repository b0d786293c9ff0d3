import type {
  BalanceAdjustmentInput,
  BalanceEntry,
  BalanceEntryPage,
  BalanceEntryResult,
  BalanceParentPage,
  BalanceSummary,
  CreateDepositInput,
  Currency,
  Deposit,
  DepositCheckout,
  DepositProviders,
  SandboxCheckout,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

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
    queryFn: ({ signal }) => api.get<BalanceSummary>("/balance/mine", { signal, overlay: false }),
  });

export const parentSummaryQuery = (parentId: number) =>
  queryOptions({
    queryKey: balanceKeys.summary(parentId),
    queryFn: ({ signal }) =>
      api.get<BalanceSummary>(`/balance/parent/${parentId}`, { signal, overlay: false }),
  });

export const entriesQuery = (parentId: number, page: number, currency?: Currency) =>
  queryOptions({
    queryKey: balanceKeys.entries(parentId, page, currency),
    queryFn: ({ signal }) =>
      api.get<BalanceEntryPage>(`/balance/parent/${parentId}/entries`, {
        query: { page, currency },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const entryQuery = (parentId: number, id: number) =>
  queryOptions({
    queryKey: balanceKeys.entry(parentId, id),
    queryFn: ({ signal }) =>
      api.get<BalanceEntry>(`/balance/parent/${parentId}/balanceTransaction/${id}`, {
        signal,
        overlay: false,
      }),
  });

export const parentsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: balanceKeys.parents(q, page),
    queryFn: ({ signal }) =>
      api.get<BalanceParentPage>("/balance/parents", {
        query: { q: q || undefined, page, page_size: 20 },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const depositQuery = (id: number) =>
  queryOptions({
    queryKey: balanceKeys.deposit(id),
    queryFn: ({ signal }) => api.get<Deposit>(`/balance/deposit/${id}`, { signal, overlay: false }),
  });

export const providersQuery = () =>
  queryOptions({
    queryKey: balanceKeys.providers,
    queryFn: ({ signal }) =>
      api.get<DepositProviders>("/balance/deposit/providers", { signal, overlay: false }),
  });

export const sandboxQuery = (sessionId: string) =>
  queryOptions({
    queryKey: balanceKeys.sandbox(sessionId),
    queryFn: ({ signal }) =>
      api.get<SandboxCheckout>(`/balance/sandbox/checkout/${sessionId}`, { signal, overlay: false }),
  });

/** A fresh key per attempt the user makes; the same key on a retry of that attempt (the server replays). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const adjustBalance = (body: BalanceAdjustmentInput, key: string) =>
  api.post<BalanceEntryResult>("/balance/adjustment", body, {
    silent: true,
    headers: { "Idempotency-Key": key },
  });

export const reverseEntry = (id: number, reason: string, key: string) =>
  api.post<BalanceEntryResult>(
    `/balance/entry/${id}/reverse`,
    { reason },
    {
      silent: true,
      headers: { "Idempotency-Key": key },
    },
  );

export const startDeposit = (body: CreateDepositInput, key: string) =>
  api.post<DepositCheckout>("/balance/deposit", body, { silent: true, headers: { "Idempotency-Key": key } });

export const paySandbox = (sessionId: string) =>
  api.post<SandboxCheckout>(`/balance/sandbox/checkout/${sessionId}/pay`, undefined, { silent: true });
