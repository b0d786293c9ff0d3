import type {
  EnrollmentReceivables,
  ExchangeRateHistoryPage,
  MoneyConvertRatio,
  PagedList,
  Receivable,
  ReceivablePage,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type ReceivableFilters = {
  q?: string;
  due?: string;
  currency?: string;
  due_within_days?: number;
  from?: string;
  to?: string;
};

export const receivablesKeys = {
  all: ["receivables"] as const,
  list: (page: number, filters: ReceivableFilters) => ["receivables", "list", page, filters] as const,
  detail: (id: number) => ["receivables", "detail", id] as const,
  enrollment: (id: number) => ["receivables", "enrollment", id] as const,
};

export const exchangeRatesKeys = {
  all: ["exchange-rates"] as const,
  current: ["exchange-rates", "current"] as const,
  history: (page: number, currency: string) => ["exchange-rates", "history", page, currency] as const,
};

export const fetchReceivablePage = (page: number, filters: ReceivableFilters, signal?: AbortSignal) =>
  api.get<ReceivablePage>("/receivable-order", {
    query: { page, page_size: 50, ...filters, q: filters.q || undefined },
    signal,
    overlay: false,
  });

export const receivableListQuery = (page: number, filters: ReceivableFilters) =>
  queryOptions({
    queryKey: receivablesKeys.list(page, filters),
    queryFn: ({ signal }) => fetchReceivablePage(page, filters, signal),
    placeholderData: keepPreviousData,
  });

export const receivableQuery = (id: number) =>
  queryOptions({
    queryKey: receivablesKeys.detail(id),
    queryFn: ({ signal }) => api.get<Receivable>(`/receivable-order/${id}`, { signal, overlay: false }),
  });

export const enrollmentReceivablesQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: receivablesKeys.enrollment(enrollmentId),
    queryFn: ({ signal }) =>
      api.get<EnrollmentReceivables>(`/receivable-order/enrollments/${enrollmentId}`, {
        signal,
        overlay: false,
      }),
  });

export const createReceivable = (body: unknown) => api.post<Receivable>("/receivable-order", body);
export const updateReceivable = (id: number, body: unknown) =>
  api.patch<Receivable>(`/receivable-order/${id}`, body);
export const deleteReceivable = (id: number) => api.delete<{ ok: true }>(`/receivable-order/${id}`);
export const addReceivableItem = (receivableId: number, body: unknown) =>
  api.post<Receivable>(`/receivable-order-item/${receivableId}`, body);
export const updateReceivableItem = (itemId: number, body: unknown) =>
  api.patch<Receivable>(`/receivable-order-item/${itemId}`, body);
export const deleteReceivableItem = (itemId: number) =>
  api.delete<Receivable>(`/receivable-order-item/${itemId}`);

export const moneyConvertRatioQuery = () =>
  queryOptions({
    queryKey: exchangeRatesKeys.current,
    queryFn: ({ signal }) => api.get<MoneyConvertRatio>("/money-convert-ratio", { signal, overlay: false }),
    staleTime: 60_000,
  });

export const fetchExchangeRateHistory = (page: number, currency: string, signal?: AbortSignal) =>
  api.get<ExchangeRateHistoryPage>("/money-convert-ratio/history", {
    query: { page, page_size: 50, currency: currency || undefined },
    signal,
    overlay: false,
  });

export const exchangeRateHistoryQuery = (page: number, currency: string) =>
  queryOptions({
    queryKey: exchangeRatesKeys.history(page, currency),
    queryFn: ({ signal }) => fetchExchangeRateHistory(page, currency, signal),
    placeholderData: keepPreviousData,
  });

export const setExchangeRates = (body: unknown) => api.post<MoneyConvertRatio>("/money-convert-ratio", body);

export type PickUser = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email?: string;
};

/** GET users/search (staff): the payer of a receivable, or an item's student. */
export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["receivables", "user-search", q] as const,
    queryFn: ({ signal }) =>
      api.get<{ users: PagedList<PickUser> }>("/users/search", {
        query: { q: q || undefined, page_size: 20 },
        signal,
        overlay: false,
      }),
    staleTime: 30_000,
  });
