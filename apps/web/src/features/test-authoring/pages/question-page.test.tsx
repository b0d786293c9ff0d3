import {
  testAuthoringEndpoints as authoring,
  testEngineEndpoints as engine,
  type TestItem,
} from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import {
  aDocument,
  closeAuthoringPage,
  edited,
  FORM_ID,
  openAuthoringPage,
  sent,
} from "../test/authoring-kit";
import QuestionPage from "./question-page";

afterEach(closeAuthoringPage);

const SECTION_PATTERN = "/tests/:testType/test/:testTypeId/section/:sectionId/question/:questionId";

describe("the question editor", () => {
  it("saves an edited stem with the version it was made on, and previews math but not money", async () => {
    const view = openAuthoringPage(<QuestionPage />, {
      path: `/tests/sat/test/${FORM_ID}/section/math/question/q1`,
      pattern: SECTION_PATTERN,
      stubs: [
        on(engine.getTestFormById, edited()),
        on(authoring.updateTestFormItemByItemKey, (request) => {
          const document = aDocument();
          const module = document.sections[0]?.modules[0];
          if (module) module.items[0] = { ...(request.body.item as TestItem), version: 2 };
          return edited(document, 4);
        }),
      ],
    });
    const stem = await screen.findByRole("textbox", { name: /^Question/ });
    expect(screen.getByRole("heading", { level: 1, name: "Question q1" })).toBeTruthy();
    // "$12 and a book $15" stays text; \( x^2 \) is a math run.
    const preview = screen.getAllByLabelText("Preview")[0];
    expect(preview?.textContent).toContain("$12 and a book $15");
    // The run holds its source (the plain text before KaTeX has loaded, KaTeX's annotation after).
    expect(preview?.querySelector("[data-math]")?.textContent).toContain("x^2");

    fireEvent.change(stem, { target: { value: "What is \\( 3^2 \\)?" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(view.calls, "PUT", `/api/test-form/${FORM_ID}/item/q1`)).toHaveLength(1));
    const body = sent(view.calls, "PUT", `/api/test-form/${FORM_ID}/item/q1`)[0]?.body as {
      base_version: number;
      item: TestItem;
    };
    expect(body.base_version).toBe(3);
    expect(body.item).toMatchObject({
      key: "q1",
      kind: "single_choice",
      stem: "What is \\( 3^2 \\)?",
      answer: "B",
      domain: "algebra",
    });
  }, 30_000);

  it("shows the server's field errors by path", async () => {
    openAuthoringPage(<QuestionPage />, {
      path: `/tests/sat/${FORM_ID}-q2`,
      pattern: "/tests/:testType/:questionId",
      stubs: [
        on(engine.getTestFormById, edited()),
        on(
          authoring.updateTestFormItemByItemKey,
          reply(422, {
            message: "Check the fields.",
            code: "validation_failed",
            errors: { "item.accepted.0.value": ["Enter a number such as 3.5."] },
          }),
        ),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Question q2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("item.accepted.0.value");
    expect(alert.textContent).toContain("Enter a number such as 3.5.");
  }, 30_000);

  it("lets a teacher read a question without saving, and says when the address names nothing", async () => {
    openAuthoringPage(<QuestionPage />, {
      path: `/tests/sat/test/${FORM_ID}/section/math/question/q1`,
      pattern: SECTION_PATTERN,
      roles: ["teacher"],
      stubs: [on(engine.getTestFormById, edited())],
    });
    const stem = await screen.findByRole("textbox", { name: /^Question/ });
    expect((stem as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    closeAuthoringPage();

    openAuthoringPage(<QuestionPage />, {
      path: `/tests/sat/test/${FORM_ID}/section/math/question/nope`,
      pattern: SECTION_PATTERN,
      stubs: [on(engine.getTestFormById, edited())],
    });
    await waitFor(() => expect(document.querySelector("[data-page-state]")).toBeTruthy());
  }, 30_000);
});
