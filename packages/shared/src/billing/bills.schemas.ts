import { z } from "zod";
import { calendarDateSchema } from "../courses/course-sessions.schemas";
import { LOCALES } from "../i18n/locales";
import { CURRENCIES, CURRENCY_CODES, normalizeCurrency } from "../money/currency";
import { MAX_MONEY_MINOR, MAX_MONEY_SUM_MINOR } from "../money/limits";
import { moneyAmountSchema, moneyInCurrency, refineMoneyInCurrency } from "../money/money.schemas";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  BILLING_PAGE_SIZE,
  ORDER_ITEM_MAX_LESSON_LOGS,
  ORDER_ITEM_TYPES,
  ORDER_MAX_ITEMS,
  ORDER_NOTES_MAX,
  ORDER_STATUS_KEYS,
  ORDER_TITLE_MAX,
  SELECTION_STATES,
} from "./billing.constants";

const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });
/** A currency on input: TWD, USD, CNY, or the aliases NTD and RMB (stored as TWD and CNY). */
const currencyIn = z
  .enum(CURRENCY_CODES, { error: "v.bill_currency" })
  .transform((code) => normalizeCurrency(code));
const currencyOut = z.enum(CURRENCIES);

/**
 * A required text whose "missing" message is the spec's own (§5: 帳單名稱不得為空！, 收款日期不得為空！)
 * whether the field is absent, null, empty or blank (the generic "required" text would hide it).
 */
const requiredText = (key: "v.order_title_required" | "v.receivable_date_required") =>
  z
    .string({ error: key })
    .nullish()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? "";
      if (!trimmed) {
        ctx.addIssue({ code: "custom", message: key });
        return z.NEVER;
      }
      return trimmed;
    });
const minor = z.number().int();
/** A price that may be a discount or nothing, at most MAX_MONEY_MINOR either way. */
const signedMoney = moneyAmountSchema({ allowNegative: true, allowZero: true });
const signedRule = { allowNegative: true, allowZero: true };

export const orderIdParamsSchema = z.object({ id: dbIdSchema });
export const studentIdParamsSchema = z.object({ studentId: dbIdSchema });

// ---------------------------------------------------------------------------------------------
// Create (spec 02 §7 payload). The server re-reads fees for enrollment and lesson lines and
// recomputes every price and the total: total_price, price and unit_price sent by the client are
// accepted for compatibility and ignored (manual lines keep the given price).
// ---------------------------------------------------------------------------------------------

export const orderLessonLogInputSchema = z.object({
  lesson_log_id: dbIdValueSchema,
  unit_price: minor.optional().describe("ignored: the server reads the lesson log's fee"),
  unit: z.union([z.number(), z.string()]).optional().describe("ignored: hours come from the lesson"),
  price: minor.optional().describe("ignored: recomputed"),
  price_currency: z.enum(CURRENCY_CODES).optional().describe("ignored: the lesson log's currency"),
  selection: z.enum(SELECTION_STATES).optional(),
});
export type OrderLessonLogInput = z.infer<typeof orderLessonLogInputSchema>;

export const orderItemInputSchema = z.object({
  type: z.enum(ORDER_ITEM_TYPES, { error: "v.order_item_type" }),
  /** enrollment: the enrolled course session id; lesson: the session class id (optional); manual: none. */
  id: dbIdValueSchema.nullable().optional(),
  /** The student the line is for (required for enrollment and lesson lines). */
  user_id: dbIdValueSchema.nullable().optional(),
  title: text(ORDER_TITLE_MAX).default(""),
  /**
   * Manual lines: the price (minor units, may be negative for a discount; valid in price_currency,
   * else the bill's); ignored otherwise.
   */
  price: signedMoney.optional(),
  price_currency: currencyIn.optional(),
  remark: text(1000).default(""),
  /** Spec §4: only selected or notSelectedAll items are sent; unSelected is refused. */
  selection: z.enum(SELECTION_STATES).optional(),
  lesson_logs: z.array(orderLessonLogInputSchema).max(ORDER_ITEM_MAX_LESSON_LOGS).optional(),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export const createOrderBodySchema = z
  .object({
    title: requiredText("v.order_title_required").pipe(
      z.string().max(ORDER_TITLE_MAX, { error: "v.text_too_long" }),
    ),
    notes: text(ORDER_NOTES_MAX).default(""),
    receivable_date: requiredText("v.receivable_date_required").pipe(calendarDateSchema),
    /** The parent the bill is for. */
    user_id: dbIdValueSchema,
    total_price: minor.optional().describe("ignored: the server computes the total"),
    price_currency: currencyIn.default("TWD"),
    payment_index: z.number().int().min(0).max(100).nullable().optional(),
    payment_info: text(2000).default(""),
    payment_info_remark: text(2000).default(""),
    /** A remark for the office (remark_to_system), not shown to the parent. */
    remark: text(2000).default(""),
    /** The language the bill is printed and mailed in by default. */
    locale: z.enum(LOCALES).optional(),
    /** Reset: the bill this one replaces (deleted in the same transaction; not when paid). */
    reset_order_id: dbIdValueSchema.optional(),
    items: z.array(orderItemInputSchema).min(1, { error: "v.order_items_required" }).max(ORDER_MAX_ITEMS),
  })
  .superRefine((body, ctx) => {
    // Manual prices are valid in their currency, and together stay within the largest sum kept
    // (before conversion: a rate cannot take a sum that small anywhere near 2^53).
    let magnitude = 0;
    for (const [index, item] of body.items.entries()) {
      if (item.type !== "manual" || item.price === undefined) continue;
      const currency = item.price_currency ?? body.price_currency;
      refineMoneyInCurrency(ctx, ["items", index, "price"], item.price, currency, signedRule);
      // A price its own field refuses (beyond MAX_MONEY_MINOR) says so there, not here too.
      if (Math.abs(item.price) <= MAX_MONEY_MINOR) magnitude += Math.abs(item.price);
    }
    if (magnitude > MAX_MONEY_SUM_MINOR) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "v.money_sum_too_large", input: body.items });
    }
  });
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

export const updateOrderBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: "v.order_title_required" })
      .max(ORDER_TITLE_MAX, { error: "v.text_too_long" })
      .optional(),
    notes: text(ORDER_NOTES_MAX).optional(),
  })
  .refine((body) => body.title !== undefined || body.notes !== undefined, {
    error: "v.required",
    path: ["title"],
  });
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;

/** The difference is valid in its currency (the bill's when left out: checked by the server). */
export const differencePriceBodySchema = z
  .object({
    difference_price: signedMoney,
    difference_price_currency: currencyIn.optional(),
  })
  .superRefine(moneyInCurrency("difference_price", "difference_price_currency", signedRule));
export type DifferencePriceBody = z.infer<typeof differencePriceBodySchema>;

export const sendOrderBodySchema = z.object({
  /** User ids (the parent and/or the family's students) to mail; their e-mail addresses are used. */
  users: z.array(dbIdValueSchema).min(1, { error: "v.order_recipients_required" }).max(20),
  lang: z.enum(LOCALES, { error: "v.bill_lang" }),
  custom_content: text(5000).default(""),
  expire_date: calendarDateSchema.nullable().optional(),
});
export type SendOrderBody = z.input<typeof sendOrderBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const billPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
});
export type BillPerson = z.infer<typeof billPersonSchema>;

export const orderLessonLogSchema = z.object({
  id: z.number().int(),
  lesson_log_id: z.number().int(),
  teaching_log_id: z.number().int(),
  session_class_id: z.number().int(),
  class_title: z.string(),
  student_user_id: z.number().int(),
  student_name: z.string(),
  teacher_name: z.string(),
  started_at: z.string(),
  duration_minutes: z.number().int(),
  attendance_status: z.number().int(),
  unit_price: minor,
  /** Hours billed (decimal string, e.g. "1.5"). */
  unit: z.string(),
  price: minor,
  price_currency: currencyOut,
});
export type OrderLessonLog = z.infer<typeof orderLessonLogSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ORDER_ITEM_TYPES),
  /** The enrolled session (enrollment lines) or session class (lesson lines). */
  ref_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  student_name: z.string(),
  title: z.string(),
  price: minor,
  price_currency: currencyOut,
  /** The line in the bill's currency. */
  converted_price: minor,
  remark: z.string(),
  lesson_logs: z.array(orderLessonLogSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEmailSchema = z.object({
  id: z.number().int(),
  emails: z.array(z.string()),
  users: z.array(z.number().int()),
  lang: z.enum(LOCALES),
  custom_content: z.string(),
  expire_date: z.string().nullable(),
  sent_at: z.string(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;

/** What a parent sees of their own bill (no office remark, rates or mail log). */
export const parentOrderSchema = z.object({
  id: z.number().int(),
  parent_user_id: z.number().int(),
  parent: billPersonSchema,
  title: z.string(),
  notes: z.string(),
  receivable_date: z.string(),
  price_currency: currencyOut,
  total_price: minor,
  difference_price: minor,
  difference_price_currency: currencyOut,
  /** total_price + difference_price converted to the bill's currency: what is owed. */
  amount_due: minor,
  payment_info: z.string(),
  payment_info_index: z.number().int().nullable(),
  payment_info_remark: z.string(),
  status: z.number().int(),
  status_key: z.enum(ORDER_STATUS_KEYS),
  sent_at: z.string().nullable(),
  mark_paid_at: z.string().nullable(),
  locale: z.enum(LOCALES),
  created_at: z.string(),
  order_items: z.array(orderItemSchema),
  /** Set when the bill was voided: its verified money went back to the family as credit. */
  voided_at: z.string().nullable(),
  void_reason: z.string(),
});
export type ParentOrder = z.infer<typeof parentOrderSchema>;

/** The full bill (super-admin). */
export const orderDetailSchema = parentOrderSchema.extend({
  remark_to_system: z.string(),
  mark_paid_by: z.number().int().nullable(),
  /** TWD per unit of each currency converted from, as used at creation. */
  rates: z.record(z.string(), z.string()),
  created_by: z.number().int().nullable(),
  updated_at: z.string(),
  order_emails: z.array(orderEmailSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** GET order/{id}: the full bill for admins, the reduced one for the family's parent. */
export const orderAnswerSchema = z.object({ data: z.union([orderDetailSchema, parentOrderSchema]) });
export const orderDetailAnswerSchema = z.object({ data: orderDetailSchema });

// ---------------------------------------------------------------------------------------------
// Unbilled items: the selection tree of the create form
// ---------------------------------------------------------------------------------------------

export const unbilledLessonLogSchema = z.object({
  lesson_log_id: z.number().int(),
  teaching_log_id: z.number().int(),
  session_class_id: z.number().int(),
  class_title: z.string(),
  student_user_id: z.number().int(),
  student_name: z.string(),
  teacher_name: z.string(),
  started_at: z.string(),
  duration_minutes: z.number().int(),
  attendance_status: z.number().int(),
  /** Fee per hour (minor units). */
  fee: minor,
  fee_currency: currencyOut,
  /** Hours (decimal string). */
  full_hour: z.string(),
  /** fee × hours, rounded once. */
  price: minor,
});
export type UnbilledLessonLog = z.infer<typeof unbilledLessonLogSchema>;

export const unbilledItemSchema = z.object({
  /** A stable key for the tree: "enrollment:12", "lesson:7:3" (class 7, student 3). */
  key: z.string(),
  type: z.enum(["enrollment", "lesson"]),
  /** enrollment: enrolled session id; lesson: session class id. */
  id: z.number().int(),
  user_id: z.number().int(),
  student_name: z.string(),
  title: z.string(),
  /** enrollment: the session fee; lesson: the sum of its logs' prices. */
  price: minor,
  price_currency: currencyOut,
  lesson_logs: z.array(unbilledLessonLogSchema),
});
export type UnbilledItem = z.infer<typeof unbilledItemSchema>;

export const unbilledTreeSchema = z.object({
  data: z.object({
    parent: billPersonSchema.nullable(),
    students: z.array(billPersonSchema),
    items: z.array(unbilledItemSchema),
  }),
});
export type UnbilledTree = z.infer<typeof unbilledTreeSchema>["data"];

/** GET order/{id}/reset: the bill and the tree the reset form starts from (its own lines preselected). */
export const orderResetAnswerSchema = z.object({
  data: z.object({
    order: orderDetailSchema,
    tree: unbilledTreeSchema.shape.data,
    /** Keys of tree items this bill bills (preselected); lesson log ids it bills. */
    selected_keys: z.array(z.string()),
    selected_lesson_log_ids: z.array(z.number().int()),
  }),
});

export type OrderResetAnswer = z.infer<typeof orderResetAnswerSchema>["data"];

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

const pageShape = {
  ...pageQueryShape,
  page_size: z.coerce.number().int().min(1).max(200).default(BILLING_PAGE_SIZE),
};

export const unpaidUsersQuerySchema = z.object({
  ...pageShape,
  q: text(100).optional(),
  tag_id: dbIdSchema.optional(),
});
export type UnpaidUsersQuery = z.infer<typeof unpaidUsersQuerySchema>;

export const unpaidUserSchema = z.object({
  parent: billPersonSchema,
  students: z.array(billPersonSchema),
  enrollment_count: z.number().int(),
  lesson_log_count: z.number().int(),
});
export type UnpaidUser = z.infer<typeof unpaidUserSchema>;
export const unpaidUsersListSchema = pagedListSchema(unpaidUserSchema);

export const orderListQuerySchema = z.object({
  ...pageShape,
  q: text(100).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
  parent_user_id: dbIdSchema.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  /** 1: voided bills only (kept readable as void), whichever list is asked. */
  voided: flag01Schema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  parent: billPersonSchema,
  students: z.array(z.string()),
  receivable_date: z.string(),
  price_currency: currencyOut,
  total_price: minor,
  difference_price: minor,
  amount_due: minor,
  status: z.number().int(),
  status_key: z.enum(ORDER_STATUS_KEYS),
  sent_at: z.string().nullable(),
  mark_paid_at: z.string().nullable(),
  created_at: z.string(),
  voided_at: z.string().nullable(),
  void_reason: z.string(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;
export const orderListSchema = pagedListSchema(orderListRowSchema);

export const tutoringPaymentsQuerySchema = z.object({
  ...pageShape,
  q: text(100).optional(),
  student_user_id: dbIdSchema.optional(),
  paid: z.enum(["0", "1"]).optional(),
});
export const tutoringPaymentRowSchema = z.object({
  order_item_id: z.number().int(),
  order_id: z.number().int(),
  order_title: z.string(),
  order_status: z.number().int(),
  order_status_key: z.enum(ORDER_STATUS_KEYS),
  student_user_id: z.number().int().nullable(),
  student_name: z.string(),
  title: z.string(),
  lesson_count: z.number().int(),
  price: minor,
  price_currency: currencyOut,
  created_at: z.string(),
});
export type TutoringPaymentRow = z.infer<typeof tutoringPaymentRowSchema>;
export type TutoringPaymentsQuery = z.infer<typeof tutoringPaymentsQuerySchema>;
export const tutoringPaymentsListSchema = pagedListSchema(tutoringPaymentRowSchema);

export const markFreeAnswerSchema = z.object({
  data: z.object({ enrolled_session_id: z.number().int(), marked_at: z.string() }),
});
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;
