/**
 * Billing constants shared by the server and the web (spec 02 §4 bill flow and selection).
 * The spec does not show the stored numbers; these codes are ours and stable on the wire.
 */

/**
 * Bill flow (spec 02 §4): created → payment pending (sent) → confirm pending (parent submitted a
 * payment) → confirmed (admin verified part of it) → paid; issue when the parent flags a problem.
 * `orders.status` stores the code and is written only through `refreshOrderStatus` (derived state).
 */
export const ORDER_STATUSES = [
  { code: 0, key: "created" },
  { code: 1, key: "payment_pending" },
  { code: 2, key: "confirm_pending" },
  { code: 3, key: "confirmed" },
  { code: 4, key: "paid" },
  { code: 5, key: "issue" },
] as const;
export type OrderStatusInfo = (typeof ORDER_STATUSES)[number];
export type OrderStatus = OrderStatusInfo["code"];
export type OrderStatusKey = OrderStatusInfo["key"];
export const ORDER_STATUS_CODES = ORDER_STATUSES.map((s) => s.code) as [OrderStatus, ...OrderStatus[]];
export const ORDER_STATUS_KEYS = ORDER_STATUSES.map((s) => s.key) as [OrderStatusKey, ...OrderStatusKey[]];
/** By key: `ORDER_STATUS.paid === 4`. */
export const ORDER_STATUS = {
  created: 0,
  payment_pending: 1,
  confirm_pending: 2,
  confirmed: 3,
  paid: 4,
  issue: 5,
} as const satisfies Record<OrderStatusKey, OrderStatus>;
export function orderStatusKey(code: number): OrderStatusKey | undefined {
  return ORDER_STATUSES.find((s) => s.code === code)?.key;
}

/**
 * What a bill line is: an enrolled course session (its fee), a set of lesson logs (their fees ×
 * hours), or a manual line with the price the admin typed.
 */
export const ORDER_ITEM_TYPES = ["enrollment", "lesson", "manual"] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** Spec 02 §4 selection states of an item or lesson log in the bill form. */
export const SELECTION_STATES = ["unSelected", "selected", "notSelectedAll"] as const;
export type SelectionState = (typeof SELECTION_STATES)[number];

/** Spec 02 §9: bill lists page by 50. */
export const BILLING_PAGE_SIZE = 50;
/** Most lines one bill holds, and lesson logs in one line. */
export const ORDER_MAX_ITEMS = 200;
export const ORDER_ITEM_MAX_LESSON_LOGS = 500;
export const ORDER_TITLE_MAX = 200;
export const ORDER_NOTES_MAX = 5000;
/** Languages a bill is sent and printed in. */
export const ORDER_LANGS = ["en", "zh-TW", "zh-CN"] as const;
export type OrderLang = (typeof ORDER_LANGS)[number];
/** Lesson-log units: the fee is per hour; `unit` is the number of hours billed (decimal string). */
export const LESSON_FEE_UNIT = "hour";
