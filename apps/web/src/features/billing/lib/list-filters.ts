import type { BillListFilters, BillTab } from "../api/billing-api";

/** The bill list's tab and filters, kept in the address so a filtered list can be shared and reloaded. */
export type BillListState = { tab: BillTab; filters: BillListFilters };

const TABS: BillTab[] = ["unpaid", "paid", "void"];
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readBillFilters(params: URLSearchParams): BillListState {
  const status = Number(params.get("status"));
  return {
    tab: TABS.find((tab) => tab === params.get("tab")) ?? "unpaid",
    filters: {
      page: positive(params.get("page")) ?? 1,
      status:
        params.get("status") !== null && Number.isInteger(status) && status >= 0 && status <= 5
          ? status
          : undefined,
      parent_user_id: positive(params.get("parent")),
      from: isoDay(params.get("from")),
      to: isoDay(params.get("to")),
      q: (params.get("q") ?? "").slice(0, 100) || undefined,
    },
  };
}

export function writeBillFilters({ tab, filters }: BillListState): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== "unpaid") params.set("tab", tab);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.status !== undefined) params.set("status", String(filters.status));
  if (filters.parent_user_id) params.set("parent", String(filters.parent_user_id));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q) params.set("q", filters.q);
  return params;
}
