import { z } from "zod";

/** Longest reason an admin gives when voiding a bill. */
export const ORDER_VOID_REASON_MAX = 500;

/**
 * DELETE order/{id}/completed takes an optional reason (query string: a DELETE carries no body):
 * a bill with verified money is voided with it, one without is deleted as before.
 */
export const voidOrderQuerySchema = z.object({
  reason: z.string().trim().max(ORDER_VOID_REASON_MAX, { error: "v.text_too_long" }).default(""),
});
export type VoidOrderQuery = z.infer<typeof voidOrderQuerySchema>;

/** What became of the bill: voided (1: kept, readable as void, its money back as credit) or deleted (0). */
export const deleteCompletedOrderAnswerSchema = z.object({
  ok: z.literal(true),
  voided: z.union([z.literal(0), z.literal(1)]),
});
export type DeleteCompletedOrderAnswer = z.infer<typeof deleteCompletedOrderAnswerSchema>;
