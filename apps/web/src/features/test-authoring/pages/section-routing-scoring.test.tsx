import {
  testAuthoringEndpoints as authoring,
  testEngineEndpoints as engine,
  type TestForm,
  updateTestSectionSchema,
} from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { closeAuthoringPage, edited, FORM_ID, openAuthoringPage, sent } from "../test/authoring-kit";
import { aRoutedForm } from "../test/routed-form";
import SectionPage from "./section-page";

afterEach(closeAuthoringPage);

const PATTERN = "/tests/:testType/test/:testTypeId/section/:sectionId";
const PUT_PATH = `/api/test-form/${FORM_ID}/section/rw`;

function openSection(answer: Parameters<typeof on<typeof authoring.updateTestFormSectionBySectionKey>>[1]) {
  return openAuthoringPage(<SectionPage />, {
    path: `/tests/sat/test/${FORM_ID}/section/rw`,
    pattern: PATTERN,
    stubs: [
      on(engine.getTestFormById, edited(aRoutedForm())),
      on(authoring.updateTestFormSectionBySectionKey, answer),
    ],
  });
}

const savedWith = (patch: Partial<TestForm["sections"][number]>) => {
  const document = aRoutedForm();
  document.sections[0] = { ...(document.sections[0] as TestForm["sections"][number]), ...patch };
  return edited(document, 6);
};

describe("the section's scoring editor", () => {
  it("turns on a scaled score, fills a table for every raw score and saves it on the version shown", async () => {
    const view = openSection((request) =>
      savedWith({ scoring: updateTestSectionSchema.shape.scoring.parse(request.body.scoring) }),
    );
    const panel = await screen.findByRole("region", { name: "Scoring" });
    fireEvent.click(within(panel).getByRole("checkbox", { name: /Report a scaled score/ }));
    const table = within(panel).getByRole("region", { name: "Default table" });
    expect(within(table).getByText("Most raw points on this path: 9")).toBeTruthy();
    fireEvent.change(within(table).getByRole("textbox", { name: "Raw 4" }), { target: { value: "500" } });
    fireEvent.click(within(table).getByRole("button", { name: "Fill the empty cells" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(1));
    const body = sent(view.calls, "PUT", PUT_PATH)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      base_version: 5,
      routing: aRoutedForm().sections[0]?.routing,
      scoring: {
        scaled_min: 200,
        scaled_max: 800,
        bands: [],
        tables: [
          {
            path: [],
            rows: [200, 275, 350, 425, 500, 560, 620, 680, 740, 800].map((scaled, raw) => ({ raw, scaled })),
          },
        ],
      },
    });
    await waitFor(() => expect(screen.getByText(/version 6/)).toBeTruthy());
  }, 30_000);

  it("sends nothing while a cell is empty or a score decreases, and shows the server's field errors", async () => {
    const view = openSection(
      reply(422, {
        message: "The given data was invalid.",
        code: "validation_failed",
        errors: { "scoring.tables.0.rows.2.scaled": ["Checked by the server."] },
      }),
    );
    const panel = await screen.findByRole("region", { name: "Scoring" });
    fireEvent.click(within(panel).getByRole("checkbox", { name: /Report a scaled score/ }));
    const raw = (n: number) => within(panel).getByRole("textbox", { name: `Raw ${n}` });
    fireEvent.change(raw(1), { target: { value: "300" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(await within(panel).findByText("The change was not sent")).toBeTruthy();
    expect(within(panel).getAllByText("Enter a number.")).toHaveLength(9);

    fireEvent.click(within(panel).getByRole("button", { name: "Fill the empty cells" }));
    fireEvent.change(raw(5), { target: { value: "250" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(
      await within(panel).findByText(/cannot be lower than the one for a smaller raw score/),
    ).toBeTruthy();
    expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(0);

    fireEvent.click(within(panel).getByRole("button", { name: "Fill the empty cells" }));
    fireEvent.change(raw(5), { target: { value: "" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Fill the empty cells" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(1));
    expect(await within(panel).findAllByText("Checked by the server.")).not.toHaveLength(0);
    expect(raw(2).getAttribute("aria-invalid")).toBe("true");
  }, 30_000);
  it("adds a table for the module routing leads to, before the default one", async () => {
    openSection(reply(500, { message: "not expected", code: "server_error" }));
    const panel = await screen.findByRole("region", { name: "Scoring" });
    fireEvent.click(within(panel).getByRole("checkbox", { name: /Report a scaled score/ }));
    fireEvent.click(within(panel).getByRole("button", { name: "Add a table for a module path" }));
    const tables = within(panel)
      .getAllByRole("region")
      .map((region) => region.getAttribute("aria-label"));
    expect(tables).toEqual(["Table 1", "Default table"]);
    const first = within(panel).getByRole("region", { name: "Table 1" });
    expect(within(first).getByText("m2-hard")).toBeTruthy();
    expect(within(first).getAllByRole("textbox", { name: /^Raw \d+$/ })).toHaveLength(10);
  }, 30_000);
});

describe("the section's routing editor", () => {
  it("shows the rule in words and saves a changed threshold", async () => {
    const view = openSection((request) => savedWith({ routing: request.body.routing }));
    const panel = await screen.findByRole("region", { name: "Routing between modules" });
    const rule = within(panel).getByRole("region", { name: "After m1" });
    expect(within(rule).getByText("raw 2 or more → m2-hard; otherwise → m2-easy")).toBeTruthy();
    fireEvent.change(within(rule).getByRole("textbox", { name: "From raw" }), { target: { value: "3" } });
    expect(within(rule).getByText("raw 3 or more → m2-hard; otherwise → m2-easy")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(view.calls, "PUT", PUT_PATH)).toHaveLength(1));
    expect(sent(view.calls, "PUT", PUT_PATH)[0]?.body).toMatchObject({
      base_version: 5,
      scoring: null,
      routing: [{ after: "m1", branches: [{ min_raw: 3, next: "m2-hard" }], otherwise: "m2-easy" }],
    });
  }, 30_000);
});
