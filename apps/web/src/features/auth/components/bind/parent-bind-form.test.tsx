import { accountEndpoints, type User } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../../test/fill-answer";
import { aUser } from "../../../../test/fixtures/people";
import { stubFetch } from "../../../../test/render-page";
import { renderWithApp } from "../../test-utils";
import { ParentBindForm } from "./parent-bind-form";
import { StudentBindForm } from "./student-bind-form";

const user: User = aUser({
  id: 9,
  username: "pat",
  first_name: "Pat",
  last_name: "",
  finish_bind: false,
});

afterEach(() => vi.unstubAllGlobals());

describe("register-detail forms", () => {
  it("parent: adds rows, shows the server's error on the matching row, then binds and finishes", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/bind-parent": [
        422,
        {
          message: "Validation failed",
          code: "validation_failed",
          errors: { "student_emails.1": ["Student email not found."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    const done = vi.fn();
    renderWithApp(<ParentBindForm user={user} onDone={done} />);
    fireEvent.change(screen.getByTestId("phone-number"), { target: { value: "912345678" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Student email 1" }), {
      target: { value: "kid@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add another child" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Student email 2" }), {
      target: { value: "ghost@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));

    expect(await screen.findByText("Student email not found.")).toBeTruthy();
    expect(screen.getByTestId("bind-error").textContent).toBe(
      "Could not save. Please check the fields above.",
    );
    expect(calls[0]?.body).toMatchObject({
      first_name: "Pat",
      student_emails: ["kid@example.com", "ghost@example.com"],
    });
    expect((calls[0]?.body as { phone?: string } | undefined)?.phone).toMatch(/^\+\d+ 912345678$/);

    const bound = { ...user, finish_bind: true };
    const ok = stubFetch({
      "/api/bind-parent": [200, fillAnswer(accountEndpoints.bindParent, { user })],
      "/api/finish-bind": [200, fillAnswer(accountEndpoints.finishBind, { finishBind: true, user: bound })],
    });
    vi.stubGlobal("fetch", ok.fetchStub);
    fireEvent.click(screen.getByRole("button", { name: "Remove student email 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(bound));
    expect(ok.calls.map((call) => call.url)).toEqual(["/api/bind-parent", "/api/finish-bind"]);
  });

  it("student: nothing is sent while school or phone is missing", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderWithApp(<StudentBindForm user={user} onDone={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});
