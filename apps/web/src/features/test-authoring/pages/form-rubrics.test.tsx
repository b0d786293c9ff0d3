import { testAuthoringEndpoints as authoring, testEngineEndpoints as engine } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeAuthoringPage, edited, FORM_ID, openAuthoringPage, sent } from "../test/authoring-kit";
import { aRoutedForm } from "../test/routed-form";
import FormEditPage from "./form-edit-page";

afterEach(closeAuthoringPage);

const PUT_PATH = `/api/test-form/${FORM_ID}/settings`;

function openForm() {
  return openAuthoringPage(<FormEditPage />, {
    path: `/tests/sat/edit/test?form=${FORM_ID}`,
    pattern: "/tests/:testType/edit/test",
    stubs: [
      on(engine.getTestFormById, edited(aRoutedForm())),
      on(authoring.updateTestFormSettings, (request) =>
        edited({ ...aRoutedForm(), rubrics: request.body.rubrics ?? [] }, 6),
      ),
    ],
  });
}

describe("the rubric editor", () => {
  it("keeps a used rubric's key, writes its texts in Chinese too and saves the 0–4 levels", async () => {
    const view = openForm();
    const panel = await screen.findByRole("region", { name: "Rubrics (0–4)" });
    const essay = within(panel).getByRole("region", { name: "Essay" });
    expect((within(essay).getByRole("textbox", { name: "Key" }) as HTMLInputElement).disabled).toBe(true);
    expect(within(essay).getByText("Used by 1 question(s); the key cannot change.")).toBeTruthy();
    expect((within(essay).getByRole("button", { name: "Remove Essay" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(panel).getByRole("radio", { name: "Traditional Chinese" }));
    fireEvent.change(within(essay).getByRole("textbox", { name: "Title (Traditional Chinese)" }), {
      target: { value: "作文" },
    });
    fireEvent.change(within(essay).getByRole("textbox", { name: "Level 4 (Traditional Chinese)" }), {
      target: { value: "論點清楚" },
    });
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(1));
    const body = sent(view.calls, "PUT", PUT_PATH)[0]?.body as { base_version: number; rubrics: unknown[] };
    expect(body.base_version).toBe(5);
    expect(body.rubrics).toEqual([
      {
        key: "essay",
        title: { en: "Essay", "zh-TW": "作文" },
        levels: [0, 1, 2, 3, 4].map((score) => ({
          score,
          description: score === 4 ? { en: "Level 4", "zh-TW": "論點清楚" } : { en: `Level ${score}` },
        })),
      },
    ]);
  }, 30_000);

  it("adds a rubric and refuses to send it while an English descriptor is empty", async () => {
    const view = openForm();
    const panel = await screen.findByRole("region", { name: "Rubrics (0–4)" });
    fireEvent.click(within(panel).getByRole("button", { name: "Add a rubric" }));
    const fresh = within(panel).getByRole("region", { name: "New rubric" });
    fireEvent.change(within(fresh).getByRole("textbox", { name: "Key" }), { target: { value: "speaking" } });
    fireEvent.change(within(fresh).getByRole("textbox", { name: "Title (English)" }), {
      target: { value: "Speaking" },
    });
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(await within(panel).findByText("The change was not sent")).toBeTruthy();
    const level = within(fresh).getByRole("textbox", { name: /^Level 0 \(English\)/ });
    expect(level.getAttribute("aria-invalid")).toBe("true");
    expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(0);
  }, 30_000);
});
