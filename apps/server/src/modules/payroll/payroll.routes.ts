import { payrollEndpoints as endpoints } from "@edu/shared/payroll";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createMonetary, updateMonetary } from "./monetary-statement-edit.service";
import { getMonetary, listMonetary, monetaryPdf } from "./monetary-statement-reads.service";
import { confirmPayroll, raiseProblem } from "./payroll-confirm.service";
import { payrollDetail } from "./payroll-detail.service";
import { createPayroll, updatePayroll } from "./payroll-edit.service";
import { listPayrolls, listTeachersUnpaid, unpaidLines } from "./payroll-lists.service";
import { markPaid, recordTransaction } from "./payroll-pay.service";
import { deletePayroll, resetPayroll } from "./payroll-reset.service";
import { sendPayroll } from "./payroll-send.service";
import { createPayment, updatePayment } from "./teacher-payment-edit.service";
import { getPayment, listPayments, teacherLedger } from "./teacher-payment-reads.service";

/** The payroll endpoints (packages/shared/src/payroll/payroll.endpoints.ts) and what each does. */
export const payrollRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // ------------------------------------------------------------ statements: reads

  route(app, endpoints.getPayrollPaid, (request) => listPayrolls(db, actorOf(request), request.query, true));
  route(app, endpoints.getPayrollUnpaid, (request) =>
    listPayrolls(db, actorOf(request), request.query, false),
  );
  route(app, endpoints.getPayrollUsersUnpaid, (request) => listTeachersUnpaid(db, request.query));
  route(app, endpoints.getPayrollUnpaidById, (request) =>
    unpaidLines(db, actorOf(request), request.params.id, request.query, request.locale),
  );
  route(app, endpoints.getPayrollById, (request) =>
    payrollDetail(db, actorOf(request), request.params.id, request.locale),
  );

  // ------------------------------------------------------------ statements: writes

  route(app, endpoints.createPayroll, (request) =>
    createPayroll(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updatePayrollById, (request) =>
    updatePayroll(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.createPayrollChecked, (request) =>
    confirmPayroll(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.sendPayroll, (request) =>
    sendPayroll(
      db,
      actorOf(request),
      request.params.id,
      request.body,
      deps.config.PUBLIC_URL,
      deps.config.SCHOOL_TIME_ZONE,
      request.locale,
    ),
  );
  route(app, endpoints.createPayrollProblem, (request) =>
    raiseProblem(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.createPayrollTransaction, (request) =>
    recordTransaction(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.resetPayroll, (request) =>
    resetPayroll(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.updatePayrollPaid, (request) =>
    markPaid(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deletePayrollById, async (request) => {
    await deletePayroll(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  // ------------------------------------------------------------ teacher payments and ledger

  route(app, endpoints.listTeacherPayments, (request) => listPayments(db, actorOf(request), request.query));
  route(app, endpoints.createTeacherPayment, (request) => createPayment(db, actorOf(request), request.body));
  route(app, endpoints.getTeacherPayment, (request) => getPayment(db, actorOf(request), request.params.id));
  route(app, endpoints.updateTeacherPayment, (request) =>
    updatePayment(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.getTeacherLedgerById, (request) =>
    teacherLedger(db, actorOf(request), request.params.id),
  );

  // ------------------------------------------------------------ monetary statements

  route(app, endpoints.listMonetaryStatements, (request) =>
    listMonetary(db, actorOf(request), request.query),
  );
  route(app, endpoints.createMonetaryStatement, (request) =>
    createMonetary(db, actorOf(request), request.body),
  );
  route(app, endpoints.getMonetaryStatement, (request) =>
    getMonetary(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.updateMonetaryStatement, (request) =>
    updateMonetary(db, actorOf(request), request.params.id, request.body),
  );
  route(
    app,
    endpoints.getMonetaryStatementPdf,
    async (request, reply) => {
      const pdf = await monetaryPdf(db, actorOf(request), request.params.id, request.query.lang);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="monetary-statement-${request.params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    // The document keeps its earlier entry for the PDF's 200 (described, no byte schema).
    { responses: { 200: z.any().describe("application/pdf") } },
  );
};
