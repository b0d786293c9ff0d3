import { testAuthoringEndpoints as authoring, testEngineEndpoints as engine } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeAuthoringPage, edited, FORM_ID, openAuthoringPage, pageOf, sent } from "../test/authoring-kit";
import FormsListPage from "./forms-list-page";

afterEach(closeAuthoringPage);

const summary = edited().data;
const { description: _d, outline: _o, document: _doc, ...row } = summary;

describe("the forms list", () => {
  it("lists forms with state, type and version, and creates a copy that opens in the editor", async () => {
    const view = openAuthoringPage(<FormsListPage />, {
      path: "/tests/list",
      stubs: [
        on(engine.listTestForms, pageOf([row])),
        on(authoring.createTestForm, () => ({ data: { ...summary, id: 13, key: "mini-copy", version: 1 } })),
      ],
    });
    const table = await screen.findByRole("table", { name: "Test forms" });
    const line = within(table).getByRole("row", { name: /Mini SAT/ });
    expect(line.textContent).toContain("SAT");
    expect(line.textContent).toContain("Draft");
    expect(within(line).getByRole("link", { name: "Mini SAT" }).getAttribute("href")).toBe(
      `/tests/sat/edit/test?form=${FORM_ID}`,
    );
    expect(within(line).getByRole("link", { name: "Export JSON: Mini SAT" }).getAttribute("href")).toBe(
      `/api/test-form/${FORM_ID}/export`,
    );

    fireEvent.change(screen.getByRole("textbox", { name: /^Key/ }), { target: { value: "mini-copy" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Title \(English\)/ }), {
      target: { value: "Mini copy" },
    });
    fireEvent.click(screen.getByRole("combobox", { name: "Copy of" }));
    fireEvent.click(await screen.findByRole("option", { name: "Mini SAT", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Create the copy" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/tests/sat/edit/test"));
    expect(view.router.state.location.search).toBe("?form=13");
    expect(sent(view.calls, "POST", "/api/test-forms")[0]?.body).toEqual({
      key: "mini-copy",
      test_type: "SAT",
      title: { en: "Mini copy" },
      copy_of: FORM_ID,
    });
  }, 30_000);

  it("shows teachers the forms without authoring tools", async () => {
    openAuthoringPage(<FormsListPage />, {
      path: "/tests/list",
      roles: ["teacher"],
      stubs: [on(engine.listTestForms, pageOf([row]))],
    });
    await screen.findByRole("table", { name: "Test forms" });
    expect(screen.queryByRole("button", { name: "Create" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Export/ })).toBeNull();
  }, 30_000);
});
