import { okSchema } from "@edu/shared";
import {
  createMonetaryStatementSchema,
  createPayrollSchema,
  createTeacherPaymentSchema,
  monetaryPdfQuerySchema,
  monetaryStatementListSchema,
  monetaryStatementSchema,
  monetaryStatementsQuerySchema,
  payrollCheckedSchema,
  payrollDetailSchema,
  payrollIdParamsSchema,
  payrollListQuerySchema,
  payrollListSchema,
  payrollMarkPaidSchema,
  payrollProblemSchema,
  payrollTransactionSchema,
  payrollUnpaidLinesSchema,
  payrollUnpaidLogsQuerySchema,
  payrollUsersUnpaidQuerySchema,
  sendPayrollSchema,
  teacherIdParamsSchema,
  teacherLedgerSchema,
  teacherPaymentListSchema,
  teacherPaymentSchema,
  teacherPaymentsQuerySchema,
  teacherUnpaidListSchema,
  updateMonetaryStatementSchema,
  updatePayrollSchema,
  updateTeacherPaymentSchema,
} from "@edu/shared/payroll";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as payroll from "./payroll.service";
import * as payments from "./teacher-payments.service";

const tags = ["payroll"];
const ADMIN = ["super-admin"] as const;
/** Teachers reach their own statements, payments and monetary statements; admins everyone's. */
const TEACHER = ["teacher"] as const;

export const payrollRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // ------------------------------------------------------------ statements: reads

  app.get(
    "/api/payroll/paid",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "Paid salary statements, newest first (teachers: their own)",
        querystring: payrollListQuerySchema,
        response: { 200: payrollListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payroll.listPayrolls(db, actorOf(request), request.query, true),
  );

  app.get(
    "/api/payroll/unpaid",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "Salary statements not yet paid, newest first, by derived state (teachers: their own)",
        querystring: payrollListQuerySchema,
        response: { 200: payrollListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payroll.listPayrolls(db, actorOf(request), request.query, false),
  );

  app.get(
    "/api/payroll/users/unpaid",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Teachers with payable teaching logs on no statement (spec: Teacher unpaid)",
        querystring: payrollUsersUnpaidQuerySchema,
        response: { 200: teacherUnpaidListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payroll.listTeachersUnpaid(db, request.query),
  );

  app.get(
    "/api/payroll/unpaid/:id",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "A teacher's payable teaching logs on no statement, as computed lines (teachers: their own)",
        params: teacherIdParamsSchema,
        querystring: payrollUnpaidLogsQuerySchema,
        response: { 200: payrollUnpaidLinesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      payroll.unpaidLines(db, actorOf(request), request.params.id, request.query, request.locale),
  );

  app.get(
    "/api/payroll/:id",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "A salary statement with lines, problems, payments and billing info (masked but for admins)",
        params: payrollIdParamsSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payroll.payrollDetail(db, actorOf(request), request.params.id, request.locale),
  );

  // ------------------------------------------------------------ statements: writes

  app.post(
    "/api/payroll",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary:
          "Create a statement from a teacher's unpaid teaching logs and manual items (lines computed by the server; a log already on a statement is 409)",
        body: createPayrollSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => payroll.createPayroll(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/payroll/:id",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Edit a statement before it is confirmed (lines recomputed when sent)",
        params: payrollIdParamsSchema,
        body: updatePayrollSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.updatePayroll(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    "/api/payroll/:id/checked",
    {
      config: { access: [...TEACHER], idempotent: true },
      schema: {
        tags,
        summary:
          "Confirm a statement: the teacher a sent one of theirs, or an admin for the teacher (audited)",
        params: payrollIdParamsSchema,
        body: payrollCheckedSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.confirmPayroll(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    "/api/payroll/:id/send",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Mail the statement (PDF in the teacher's language) to the teacher; resolves open problems",
        params: payrollIdParamsSchema,
        body: sendPayrollSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.sendPayroll(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        deps.config.PUBLIC_URL,
        deps.config.SCHOOL_TIME_ZONE,
        request.locale,
      ),
  );

  app.post(
    "/api/payroll/:id/problem",
    {
      config: { access: [...TEACHER], idempotent: true },
      schema: {
        tags,
        summary: "The teacher disputes a sent statement, naming items (an admin fixes and resends)",
        params: payrollIdParamsSchema,
        body: payrollProblemSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.raiseProblem(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    "/api/payroll/:id/transaction",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Record a payment against a confirmed statement (at most what is still owed)",
        params: payrollIdParamsSchema,
        body: payrollTransactionSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.recordTransaction(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    "/api/payroll/:id/reset",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary:
          "Back to created (not once payments are recorded); a confirmed statement's earning is reversed",
        params: payrollIdParamsSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => payroll.resetPayroll(db, actorOf(request), request.params.id, request.locale),
  );

  app.patch(
    "/api/payroll/:id/paid",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Pay what is still owed on a confirmed statement in one payment (the state then reads paid)",
        params: payrollIdParamsSchema,
        body: payrollMarkPaidSchema,
        response: { 200: payrollDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payroll.markPaid(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/payroll/:id",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Delete a statement without payments (its teaching logs become unpaid again)",
        params: payrollIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await payroll.deletePayroll(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  // ------------------------------------------------------------ teacher payments and ledger

  app.get(
    "/api/teacher-payments",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "Teacher payments, newest first (teachers: their own)",
        querystring: teacherPaymentsQuerySchema,
        response: { 200: teacherPaymentListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payments.listPayments(db, actorOf(request), request.query),
  );

  app.post(
    "/api/teacher-payments",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Record money paid to a teacher, optionally against confirmed statements",
        body: createTeacherPaymentSchema,
        response: { 200: teacherPaymentSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => payments.createPayment(db, actorOf(request), request.body),
  );

  app.get(
    "/api/teacher-payments/:id",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "A teacher payment (teachers: their own)",
        params: payrollIdParamsSchema,
        response: { 200: teacherPaymentSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payments.getPayment(db, actorOf(request), request.params.id),
  );

  app.patch(
    "/api/teacher-payments/:id",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Edit a payment; a new amount or allocations reverses the ledger entry and posts a new one",
        params: payrollIdParamsSchema,
        body: updateTeacherPaymentSchema,
        response: { 200: teacherPaymentSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => payments.updatePayment(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/teacher-ledger/:id",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "A teacher's owed and paid per currency (append-only ledger) and newest entries",
        params: teacherIdParamsSchema,
        response: { 200: teacherLedgerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payments.teacherLedger(db, actorOf(request), request.params.id),
  );

  // ------------------------------------------------------------ monetary statements

  app.get(
    "/api/monetary-statements",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "Monetary statements, newest first (teachers: their own)",
        querystring: monetaryStatementsQuerySchema,
        response: { 200: monetaryStatementListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payments.listMonetary(db, actorOf(request), request.query),
  );

  app.post(
    "/api/monetary-statements",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary:
          "Create a teacher's monetary statement for a period (earned, paid, outstanding per currency)",
        body: createMonetaryStatementSchema,
        response: { 200: monetaryStatementSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payments.createMonetary(db, actorOf(request), request.body),
  );

  app.get(
    "/api/monetary-statements/:id",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "A monetary statement (teachers: their own)",
        params: payrollIdParamsSchema,
        response: { 200: monetaryStatementSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payments.getMonetary(db, actorOf(request), request.params.id),
  );

  app.patch(
    "/api/monetary-statements/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Edit a monetary statement's title, period or note",
        params: payrollIdParamsSchema,
        body: updateMonetaryStatementSchema,
        response: { 200: monetaryStatementSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => payments.updateMonetary(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/monetary-statements/:id/pdf",
    {
      config: { access: [...TEACHER] },
      schema: {
        tags,
        summary: "The monetary statement as a PDF, in ?lang= (the reader's) or else the teacher's language",
        params: payrollIdParamsSchema,
        querystring: monetaryPdfQuerySchema,
        response: { 200: z.any().describe("application/pdf"), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const pdf = await payments.monetaryPdf(db, actorOf(request), request.params.id, request.query.lang);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="monetary-statement-${request.params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
