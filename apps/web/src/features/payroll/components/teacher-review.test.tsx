import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { sentStatement } from "../lib/statement.fixture";
import { TeacherReview } from "./teacher-review";

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const statement = sentStatement();
  const { fetchStub, calls } = stubFetch({
    "POST /api/payroll/5/checked": [
      200,
      { ...statement, state: "confirmed", can: { ...statement.can, confirm: false, problem: false } },
    ],
    "POST /api/payroll/5/problem": [200, { ...statement, state: "problem" }],
  });
  vi.stubGlobal("fetch", fetchStub);
  renderPage(<TeacherReview statement={statement} />, "/41/salary/5");
  return { posts: () => calls.filter((c) => c.method === "POST") };
}

const flag = (name: string) => screen.getByRole("checkbox", { name: `Something is wrong with ${name}` });

describe("the teacher's review of a statement", () => {
  it("confirms the statement when no line is marked", async () => {
    const { posts } = setup();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Confirm statement" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe("/api/payroll/5/checked");
  });

  it("marking lines replaces confirming with a problem report that needs a description and names the lines", async () => {
    const { posts } = setup();
    fireEvent.click(flag("TOEFL B"));
    fireEvent.click(flag("Extra mock exam"));
    expect(screen.queryByRole("button", { name: "Confirm statement" })).toBeNull();
    expect(screen.getByText("Lines marked: 2")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Report a problem" }));
    const description = screen.getByLabelText(/^What is wrong/);
    await waitFor(() => expect(description.getAttribute("aria-invalid")).toBe("true"));
    expect(posts()).toHaveLength(0);

    fireEvent.click(flag("Extra mock exam"));
    fireEvent.change(description, { target: { value: "TOEFL B was 90 minutes, not 120." } });
    fireEvent.click(screen.getByRole("button", { name: "Report a problem" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: "/api/payroll/5/problem",
      body: { item_ids: [2], description: "TOEFL B was 90 minutes, not 120." },
    });
  });

  it("unmarking every line brings confirming back", () => {
    setup();
    fireEvent.click(flag("SAT A"));
    expect(screen.queryByRole("button", { name: "Confirm statement" })).toBeNull();
    fireEvent.click(flag("SAT A"));
    expect(screen.getByRole("button", { name: "Confirm statement" })).toBeTruthy();
  });
});
