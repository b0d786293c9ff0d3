import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aFormDetail, anAttempt, closeActPage, FORM_ID, openActPage, pageOf } from "../test/act-kit";
import { ActStartPanel } from "./act-start-panel";

afterEach(closeActPage);

it("starts the form leaving out an optional section the student cleared", async () => {
  const { calls, router } = openActPage(<ActStartPanel formId={FORM_ID} />, {
    path: `/act/test?form=${FORM_ID}`,
    stubs: [
      on(endpoints.getTestFormById, aFormDetail(), { params: { id: FORM_ID } }),
      on(endpoints.listTestAttempts, pageOf([])),
      on(endpoints.createTestAttempt, anAttempt({ state: "in_progress" })),
    ],
  });
  const science = await screen.findByRole("checkbox", { name: /Take Science/ });
  expect((science as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole("checkbox", { name: /English/ })).toBeNull();
  await userEvent.click(science);
  await userEvent.click(screen.getByRole("button", { name: "Start the test" }));
  await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
  const started = calls.find((call) => call.method === "POST" && call.url === "/api/test-attempts");
  expect(started?.body).toEqual({ form_id: FORM_ID, skip_sections: ["science"] });
  await waitFor(() => expect(router.state.location.search).toBe("?attempt=71"));
});

it("offers to continue an unfinished attempt of the form instead of starting another", async () => {
  openActPage(<ActStartPanel formId={FORM_ID} />, {
    path: `/act/test?form=${FORM_ID}`,
    stubs: [
      on(endpoints.getTestFormById, aFormDetail(), { params: { id: FORM_ID } }),
      on(
        endpoints.listTestAttempts,
        pageOf([
          {
            id: 70,
            form_id: FORM_ID,
            form_key: "demo-act",
            test_type: "ACT" as const,
            title: { en: "Demo ACT" },
            state: "in_progress" as const,
            started_at: "2026-11-28T09:00:00.000Z",
            submitted_at: null,
          },
        ]),
      ),
    ],
  });
  expect(
    (await screen.findByRole("link", { name: "Continue where you left off" })).getAttribute("href"),
  ).toBe("/act/test?attempt=70");
  expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
});
