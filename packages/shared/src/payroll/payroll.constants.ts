/**
 * Teacher payroll (spec 02 §3 Payroll, §4 Payroll flow): salary statements built from lesson logs,
 * teacher payments and periodic monetary statements. Codes are stored: never rename one.
 */

/**
 * A statement's state, derived from facts (sent, confirmed, open problem, payments), never stored:
 * created → confirm_pending (sent to the teacher) → confirmed, or problem (the teacher disputes
 * items; an admin fixes and resends) → paid (payments cover the total).
 */
export const PAYROLL_STATES = ["created", "confirm_pending", "confirmed", "problem", "paid"] as const;
export type PayrollState = (typeof PAYROLL_STATES)[number];

/** A statement line: one teaching log, or a manual bonus or deduction with a reason. */
export const PAYROLL_ITEM_KINDS = ["teaching", "bonus", "deduction"] as const;
export type PayrollItemKind = (typeof PAYROLL_ITEM_KINDS)[number];
export const PAYROLL_MANUAL_ITEM_KINDS = ["bonus", "deduction"] as const;
export type PayrollManualItemKind = (typeof PAYROLL_MANUAL_ITEM_KINDS)[number];

/** How a teacher is paid (the spec shows a "payment method" field only; the list is ours). */
export const PAYROLL_PAYMENT_METHODS = ["bank_transfer", "cash", "check", "paypal", "wise", "other"] as const;
export type PayrollPaymentMethod = (typeof PAYROLL_PAYMENT_METHODS)[number];
export const DEFAULT_PAYROLL_PAYMENT_METHOD: PayrollPaymentMethod = "bank_transfer";

/**
 * A teacher's ledger (DESIGN.md §5: append-only, one account per teacher and currency; a shown
 * amount is a sum). `earned` (+) when a statement is confirmed; `payment` (−) when a payment is
 * recorded; `reversal` undoes one earlier entry (reset or delete of a confirmed statement, a
 * payment's amount corrected).
 */
export const TEACHER_LEDGER_ENTRY_KINDS = ["earned", "payment", "reversal"] as const;
export type TeacherLedgerEntryKind = (typeof TEACHER_LEDGER_ENTRY_KINDS)[number];

export const PAYROLL_PAGE_SIZE = 50;
/** The most teaching logs plus manual items one statement carries. */
export const PAYROLL_MAX_ITEMS = 500;
/** The most statements one teacher payment pays. */
export const TEACHER_PAYMENT_MAX_ALLOCATIONS = 50;
