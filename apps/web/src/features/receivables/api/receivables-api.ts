import {
  type EndpointAnswer,
  type EndpointInput,
  type ExchangeRateHistoryQuery,
  receivableEndpoints as endpoints,
  exchangeRateEndpoints,
  userEndpoints,
} from "@edu/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export type ReceivableFilters = {
  q?: string;
  due?: string;
  currency?: string;
  due_within_days?: number;
  from?: string;
  to?: string;
};

/**
 * The list's query as the wire takes it: the filters are the select's strings (CNY as the school
 * writes it), which the declaration types by the schema's output (the normalised currency).
 */
type ListQuery = NonNullable<EndpointInput<typeof endpoints.getReceivableOrder>["query"]>;

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
  call(
    endpoints.getReceivableOrder,
    { query: { page, page_size: 50, ...filters, q: filters.q || undefined } as ListQuery },
    { signal, overlay: false },
  );

export const receivableListQuery = (page: number, filters: ReceivableFilters) =>
  queryOptions({
    queryKey: receivablesKeys.list(page, filters),
    queryFn: ({ signal }) => fetchReceivablePage(page, filters, signal),
    placeholderData: keepPreviousData,
  });

export const receivableQuery = (id: number) =>
  queryOptions({
    queryKey: receivablesKeys.detail(id),
    queryFn: ({ signal }) =>
      call(endpoints.getReceivableOrderById, { params: { id } }, { signal, overlay: false }),
  });

export const enrollmentReceivablesQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: receivablesKeys.enrollment(enrollmentId),
    queryFn: ({ signal }) =>
      call(
        endpoints.getReceivableOrderEnrollment,
        { params: { id: enrollmentId } },
        { signal, overlay: false },
      ),
  });

export type CreateReceivableBody = EndpointBody<typeof endpoints.createReceivableOrder>;
export type UpdateReceivableBody = EndpointBody<typeof endpoints.updateReceivableOrderById>;
export type ReceivableItemBody = EndpointBody<typeof endpoints.createReceivableOrderItem>;
export type UpdateReceivableItemBody = EndpointBody<typeof endpoints.updateReceivableOrderItemById>;

export const createReceivable = (body: CreateReceivableBody) =>
  call(endpoints.createReceivableOrder, { body });
export const updateReceivable = (
  id: number,
  body: EndpointBody<typeof endpoints.updateReceivableOrderById>,
) => call(endpoints.updateReceivableOrderById, { params: { id }, body });
export const deleteReceivable = (id: number) => call(endpoints.deleteReceivableOrderById, { params: { id } });
export const addReceivableItem = (receivableId: number, body: ReceivableItemBody) =>
  call(endpoints.createReceivableOrderItem, { params: { id: receivableId }, body });
export const updateReceivableItem = (itemId: number, body: UpdateReceivableItemBody) =>
  call(endpoints.updateReceivableOrderItemById, { params: { id: itemId }, body });
export const deleteReceivableItem = (itemId: number) =>
  call(endpoints.deleteReceivableOrderItemById, { params: { id: itemId } });

export const moneyConvertRatioQuery = () =>
  queryOptions({
    queryKey: exchangeRatesKeys.current,
    queryFn: ({ signal }) => call(exchangeRateEndpoints.getMoneyConvertRatio, {}, { signal, overlay: false }),
    staleTime: 60_000,
  });

/** The currencies the history is filtered by (the page's select offers exactly these). */
type HistoryCurrency = NonNullable<ExchangeRateHistoryQuery["currency"]>;

export const fetchExchangeRateHistory = (page: number, currency: string, signal?: AbortSignal) =>
  call(
    exchangeRateEndpoints.getMoneyConvertRatioHistory,
    { query: { page, page_size: 50, currency: currency ? (currency as HistoryCurrency) : undefined } },
    { signal, overlay: false },
  );

export const exchangeRateHistoryQuery = (page: number, currency: string) =>
  queryOptions({
    queryKey: exchangeRatesKeys.history(page, currency),
    queryFn: ({ signal }) => fetchExchangeRateHistory(page, currency, signal),
    placeholderData: keepPreviousData,
  });

export const setExchangeRates = (body: EndpointBody<typeof exchangeRateEndpoints.createMoneyConvertRatio>) =>
  call(exchangeRateEndpoints.createMoneyConvertRatio, { body });

export type PickUser = EndpointAnswer<typeof userEndpoints.searchUsers>["users"]["data"][number];

/** GET users/search (staff): the payer of a receivable, or an item's student. */
export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["receivables", "user-search", q] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, page_size: 20 } },
        { signal, overlay: false },
      ),
    staleTime: 30_000,
  });
