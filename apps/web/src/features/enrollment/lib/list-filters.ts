import {
  ENROLLMENT_STATUSES,
  type EnrollmentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@edu/shared";

/** The admin list's filters, kept in the URL so a filtered list can be shared and reloaded. */
export type EnrollmentListFilters = {
  page: number;
  status: EnrollmentStatus | "";
  payment_status: PaymentStatus | "";
  read: "" | "read" | "unread";
  course_session_id: string;
  q: string;
  from: string;
  to: string;
};

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : "";
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

export function readListFilters(params: URLSearchParams): EnrollmentListFilters {
  const page = Number(params.get("page"));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: pick(params.get("status"), ENROLLMENT_STATUSES),
    payment_status: pick(params.get("payment_status"), PAYMENT_STATUSES),
    read: pick(params.get("read"), ["read", "unread"] as const),
    course_session_id: /^\d+$/.test(params.get("course_session_id") ?? "")
      ? (params.get("course_session_id") ?? "")
      : "",
    q: (params.get("q") ?? "").slice(0, 100),
    from: isoDay(params.get("from")),
    to: isoDay(params.get("to")),
  };
}

export function writeListFilters(filters: EnrollmentListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === "page" ? value !== 1 : value !== "") params.set(key, String(value));
  }
  return params;
}

/** The query string of GET enrolled-course-sessions (page size 50, spec §9). */
export function toListQuery(filters: EnrollmentListFilters) {
  return {
    page: filters.page,
    page_size: 50,
    status: filters.status || undefined,
    payment_status: filters.payment_status || undefined,
    is_read: filters.read === "" ? undefined : filters.read === "read",
    course_session_id: filters.course_session_id ? Number(filters.course_session_id) : undefined,
    q: filters.q.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}
