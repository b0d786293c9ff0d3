import { z } from "zod";
import { CURRENCIES } from "../accounts/roles";
import { moneyAmountSchema, moneyInCurrency } from "../money/money.schemas";
import { dbIdSchema } from "../system/paging.schemas";
import { uploadedDocumentSchema } from "../uploads/uploads.schemas";
import { TEACHER_CONTRACT_STATUSES, TEACHER_CONTRACTS_PAGE_SIZE } from "./teacher-contracts.constants";

/** A calendar date, YYYY-MM-DD. */
const isoDateSchema = z.iso.date();

/** Minor units (cents, fen); spec §5: "Money must be a number greater than 0"; at most MAX_MONEY_MINOR. */
const positiveMoneySchema = moneyAmountSchema();
/** The hourly rate is valid in the contract's currency (whole TWD and CNY, USD cents). */
const rateInCurrency = moneyInCurrency("hourly_rate", "currency");

const endNotBeforeStart = (value: { start_date?: string; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const endBeforeStart = { error: "v.end_before_start", path: ["end_date"] };

const contractFields = {
  teacher_id: z.number().int().positive(),
  title: z.string().trim().min(1, { error: "v.required" }).max(200),
  start_date: isoDateSchema,
  end_date: isoDateSchema.nullable().optional(),
  hourly_rate: positiveMoneySchema.describe("minor units"),
  currency: z.enum(CURRENCIES),
  status: z.enum(TEACHER_CONTRACT_STATUSES).optional(),
  notes: z.string().trim().max(5000).optional(),
  document_upload_id: z.number().int().positive().nullable().optional(),
};

export const createTeacherContractSchema = z
  .object(contractFields)
  .refine(endNotBeforeStart, endBeforeStart)
  .superRefine(rateInCurrency);
export type CreateTeacherContractInput = z.infer<typeof createTeacherContractSchema>;

export const updateTeacherContractSchema = z
  .object(contractFields)
  .partial()
  .refine(endNotBeforeStart, endBeforeStart)
  .superRefine(rateInCurrency);
export type UpdateTeacherContractInput = z.infer<typeof updateTeacherContractSchema>;

export const teacherContractSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  teacher: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  hourly_rate: z.number().int().describe("minor units"),
  currency: z.enum(CURRENCIES),
  status: z.enum(TEACHER_CONTRACT_STATUSES),
  notes: z.string(),
  document_upload_id: z.number().int().nullable(),
  document: uploadedDocumentSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TeacherContract = z.infer<typeof teacherContractSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(TEACHER_CONTRACTS_PAGE_SIZE),
};

/** Contracts in force at some point of [from, to] (either end open). */
export const searchTeacherContractsQuerySchema = z
  .object({
    ...pageFields,
    teacher_id: z.coerce.number().int().positive().optional(),
    status: z.enum(TEACHER_CONTRACT_STATUSES).optional(),
    q: z.string().trim().max(100).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((value) => !value.from || !value.to || value.to >= value.from, {
    error: "v.end_before_start",
    path: ["to"],
  });
export type SearchTeacherContractsQuery = z.infer<typeof searchTeacherContractsQuerySchema>;

export const myTeacherContractsQuerySchema = z.object(pageFields);

export const teacherContractPageSchema = z.object({
  data: z.array(teacherContractSchema),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TeacherContractPage = z.infer<typeof teacherContractPageSchema>;

export const teacherContractIdParamsSchema = z.object({
  id: dbIdSchema,
});
