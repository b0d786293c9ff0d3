import { z } from "zod";
import { calendarDateSchema } from "../courses/course-sessions.schemas";
import { CURRENCIES, CURRENCY_CODES, normalizeCurrency } from "../money/currency";
import { moneyAmountSchema, moneyInCurrency } from "../money/money.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  RECEIVABLE_DUE_STATES,
  RECEIVABLE_MAX_DUE_WINDOW_DAYS,
  RECEIVABLE_MAX_ITEMS,
} from "./receivables.constants";

const TITLE_MAX = 200;
const currencyIn = z
  .enum(CURRENCY_CODES, { error: "v.money_currency" })
  .transform((code) => normalizeCurrency(code));
const currencyOut = z.enum(CURRENCIES);
const minor = z.number().int();

/** A line's amount is valid in its currency (TWD/CNY whole units, USD cents): the money module's words. */
const priceInCurrency = moneyInCurrency("price", "price_currency");

const itemFields = {
  /** The student (or family member) the instalment is for; the receivable's user when left out. */
  user_id: dbIdValueSchema.nullable().optional(),
  title: z
    .string({ error: "v.receivable_item_title_required" })
    .trim()
    .min(1, { error: "v.receivable_item_title_required" })
    .max(TITLE_MAX, { error: "v.text_too_long" }),
  receivable_date: z
    .string({ error: "v.receivable_item_date_required" })
    .min(1, { error: "v.receivable_item_date_required" })
    .pipe(calendarDateSchema),
  price: moneyAmountSchema().describe("minor units of price_currency, greater than 0"),
  price_currency: currencyIn.default("TWD"),
};

/** One instalment (spec 02 §7: user_id, title, receivable_date, price, price_currency). */
export const receivableItemInputSchema = z.object(itemFields).superRefine(priceInCurrency);
export type ReceivableItemInput = z.infer<typeof receivableItemInputSchema>;

export const updateReceivableItemSchema = z
  .object({
    user_id: itemFields.user_id,
    title: itemFields.title.optional(),
    receivable_date: itemFields.receivable_date.optional(),
    price: itemFields.price.optional(),
    price_currency: currencyIn.optional(),
  })
  .superRefine(priceInCurrency);
export type UpdateReceivableItemInput = z.infer<typeof updateReceivableItemSchema>;

const receivableTitle = z
  .string({ error: "v.receivable_title_required" })
  .trim()
  .min(1, { error: "v.receivable_title_required" })
  .max(TITLE_MAX, { error: "v.text_too_long" });

/**
 * POST receivable-order (spec 02 §7). `price` is accepted for compatibility and ignored: the server
 * sums the items (each converted to price_currency through TWD and rounded once).
 */
export const createReceivableSchema = z.object({
  title: receivableTitle,
  /** Who will owe the money (the paying parent, or the student when there is none). */
  user_id: dbIdValueSchema,
  price: minor.optional().describe("ignored: the server computes the total from the items"),
  price_currency: currencyIn.default("TWD"),
  enrolled_session_id: dbIdValueSchema.nullable().optional(),
  note: z.string().trim().max(2000, { error: "v.text_too_long" }).optional(),
  items: z
    .array(receivableItemInputSchema, { error: "v.receivable_items_required" })
    .min(1, { error: "v.receivable_items_required" })
    .max(RECEIVABLE_MAX_ITEMS),
});
export type CreateReceivableInput = z.infer<typeof createReceivableSchema>;

/** PATCH receivable-order/{id}: the receivable's own fields (items have their own routes). */
export const updateReceivableSchema = z.object({
  title: receivableTitle.optional(),
  user_id: dbIdValueSchema.optional(),
  price: minor.optional().describe("ignored: the server computes the total from the items"),
  price_currency: currencyIn.optional(),
  enrolled_session_id: dbIdValueSchema.nullable().optional(),
  note: z.string().trim().max(2000, { error: "v.text_too_long" }).optional(),
});
export type UpdateReceivableInput = z.infer<typeof updateReceivableSchema>;

export const receivableIdParamsSchema = z.object({ id: dbIdSchema });

export const receivableListQuerySchema = z.object({
  ...pageQueryShape,
  /** Title, or the user's name, username or email. */
  q: z.string().trim().max(100).optional(),
  user_id: dbIdSchema.optional(),
  enrolled_session_id: dbIdSchema.optional(),
  currency: currencyIn.optional(),
  due: z.enum(RECEIVABLE_DUE_STATES).optional(),
  /** Only receivables with an unbilled item due by today + N days (overdue ones included). */
  due_within_days: z.coerce.number().int().min(0).max(RECEIVABLE_MAX_DUE_WINDOW_DAYS).optional(),
  /** An unbilled item falls due in [from, to]. */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type ReceivableListQuery = z.infer<typeof receivableListQuerySchema>;

const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ReceivablePerson = z.infer<typeof personSchema>;

export const receivableEnrollmentSchema = z.object({
  id: z.number().int(),
  course_session_id: z.number().int(),
  course_session_title: z.string().describe("in the request's language"),
  student_user_id: z.number().int().nullable(),
  student_first_name: z.string(),
  student_last_name: z.string(),
  parent_user_id: z.number().int().nullable(),
  parent: z
    .object({ id: z.number().int(), username: z.string(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  currency: currencyOut,
  fee: minor.nullable().describe("the course session's fee, minor units of currency"),
});
export type ReceivableEnrollment = z.infer<typeof receivableEnrollmentSchema>;

export const receivableItemSchema = z.object({
  id: z.number().int(),
  receivable_order_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user: personSchema.nullable(),
  title: z.string(),
  receivable_date: z.string(),
  price: minor.describe("minor units of price_currency"),
  price_currency: currencyOut,
  converted_price: minor.describe("minor units of the receivable's currency (through TWD, rounded once)"),
  bill_id: z.number().int().nullable().describe("the bill this instalment went into, once billed"),
  billed_at: z.string().nullable(),
});
export type ReceivableItem = z.infer<typeof receivableItemSchema>;

const receivableFields = {
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  user_id: z.number().int(),
  user: personSchema,
  price: minor.describe("the total: sum of the items' converted prices, minor units of price_currency"),
  price_currency: currencyOut,
  outstanding_price: minor.describe("the items not billed yet, minor units of price_currency"),
  rates: z
    .object({ USD: z.string().optional(), CNY: z.string().optional() })
    .describe("TWD per unit the totals were converted with (empty when every item is in price_currency)"),
  enrolled_session_id: z.number().int().nullable(),
  /** The next unbilled item's date (spec: the receivable's receivable_date); null once all are billed. */
  receivable_date: z.string().nullable(),
  due_state: z.enum(RECEIVABLE_DUE_STATES),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const receivableSummarySchema = z.object(receivableFields);
export type ReceivableSummary = z.infer<typeof receivableSummarySchema>;

export const receivableSchema = z.object({
  ...receivableFields,
  item: receivableEnrollmentSchema.nullable().describe("the enrollment with its course session title"),
  receivable_order_items: z.array(receivableItemSchema),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablePageSchema = pagedListSchema(receivableSummarySchema);
export type ReceivablePage = z.infer<typeof receivablePageSchema>;

/** GET receivable-order/enrollments/{id}: the enrollment (for prefilling a form) and its receivables. */
export const enrollmentReceivablesSchema = z.object({
  enrollment: receivableEnrollmentSchema,
  data: z.array(receivableSchema),
});
export type EnrollmentReceivables = z.infer<typeof enrollmentReceivablesSchema>;
