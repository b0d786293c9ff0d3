import { payrollEndpoints } from "@edu/shared";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClient } from "../../../lib/api-client";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { fillAnswer } from "../../../test/fill-answer";
import { on, stubEndpoints } from "../../../test/stub-endpoints";
import { createStatement, resetStatement, statementsQuery, unpaidLinesQuery } from "./payroll-api";

let calls: StubCall[];

beforeEach(() => {
  const stub = stubEndpoints([
    on(payrollEndpoints.getPayrollPaid, fillAnswer(payrollEndpoints.getPayrollPaid)),
    on(payrollEndpoints.getPayrollUnpaid, fillAnswer(payrollEndpoints.getPayrollUnpaid)),
    on(payrollEndpoints.getPayrollUnpaidById, fillAnswer(payrollEndpoints.getPayrollUnpaidById)),
    on(payrollEndpoints.createPayroll, fillAnswer(payrollEndpoints.createPayroll)),
    on(payrollEndpoints.resetPayroll, fillAnswer(payrollEndpoints.resetPayroll)),
  ]);
  calls = stub.calls;
  vi.stubGlobal("fetch", stub.fetchStub);
  configureApiClient({ navigate: vi.fn(), notify: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
});

const sent = (index: number) => calls[index] ?? { url: undefined, method: undefined, headers: undefined };

describe("payroll calls go to the declared endpoints", () => {
  it("reads paid or unpaid statements by the tab, and a teacher's unpaid lines by id", async () => {
    const client = new QueryClient();
    await client.fetchQuery(statementsQuery({ page: 2, tab: "paid", state: "problem" }));
    expect(sent(0).url).toBe("/api/payroll/paid?page=2");
    await client.fetchQuery(
      statementsQuery({ page: 1, tab: "unpaid", state: "problem", teacher_user_id: 4 }),
    );
    expect(sent(1).url).toBe("/api/payroll/unpaid?page=1&state=problem&teacher_user_id=4");
    await client.fetchQuery(unpaidLinesQuery(41, "2026-01-01"));
    expect(sent(2).url).toBe("/api/payroll/unpaid/41?from=2026-01-01");
  });

  it("sends a statement's Idempotency-Key with the create, and resets by id", async () => {
    await createStatement(
      {
        teacher_user_id: 41,
        title: "May",
        period_start: "2026-05-01",
        period_end: "2026-05-31",
        teaching_log_ids: [3],
      },
      "key-1",
    );
    expect(sent(0)).toMatchObject({ url: "/api/payroll", method: "POST" });
    expect(sent(0).headers?.["Idempotency-Key"]).toBe("key-1");
    await resetStatement(5);
    expect(sent(1)).toMatchObject({ url: "/api/payroll/5/reset", method: "POST" });
  });
});
