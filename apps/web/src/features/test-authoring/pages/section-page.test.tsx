import { testAuthoringEndpoints as authoring, testEngineEndpoints as engine } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aDocument,
  closeAuthoringPage,
  edited,
  FORM_ID,
  openAuthoringPage,
  sent,
} from "../test/authoring-kit";
import SectionPage from "./section-page";

afterEach(closeAuthoringPage);

describe("the section editor", () => {
  it("lists a module's questions with links, and reorders them on the version it shows", async () => {
    const view = openAuthoringPage(<SectionPage />, {
      path: `/tests/sat/test/${FORM_ID}/section/math`,
      pattern: "/tests/:testType/test/:testTypeId/section/:sectionId",
      stubs: [
        on(engine.getTestFormById, edited()),
        on(authoring.updateTestFormModuleItemOrder, () => {
          const document = aDocument();
          document.sections[0]?.modules[0]?.items.reverse();
          return edited(document, 4);
        }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Math" })).toBeTruthy();
    const module = screen.getByRole("region", { name: "m1" });
    expect(within(module).getByRole("link", { name: "q1" }).getAttribute("href")).toBe(
      `/tests/sat/test/${FORM_ID}/section/math/question/q1`,
    );
    expect(within(module).getByRole("link", { name: "Add a question" }).getAttribute("href")).toBe(
      `/tests/sat/question/create?form=${FORM_ID}&module=m1`,
    );
    expect(screen.getByRole("link", { name: /^Pens/ }).getAttribute("href")).toBe(
      `/tests/sat/test/${FORM_ID}/section/math/passage/p1`,
    );
    fireEvent.click(within(module).getByRole("button", { name: "Move q2 up" }));
    await waitFor(() =>
      expect(sent(view.calls, "PUT", `/api/test-form/${FORM_ID}/module/m1/item-order`)).toHaveLength(1),
    );
    expect(sent(view.calls, "PUT", `/api/test-form/${FORM_ID}/module/m1/item-order`)[0]?.body).toEqual({
      base_version: 3,
      keys: ["q2", "q1"],
    });
    await waitFor(() => expect(screen.getByText(/version 4/)).toBeTruthy());
  }, 30_000);
});
