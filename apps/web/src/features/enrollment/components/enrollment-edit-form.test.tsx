import type { EnrolledSession } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { EnrollmentEditForm } from "./enrollment-edit-form";

afterEach(() => vi.unstubAllGlobals());

const row: EnrolledSession = {
  id: 5,
  form_id: 9,
  course_session_id: 21,
  course_session_title: "SAT Summer Intensive",
  student_user_id: null,
  student_first_name: "Chloe",
  student_last_name: "Huang",
  student_email: "chloe@example.com",
  student_phone: "",
  school: "TAS",
  grade: "11",
  parent_user_id: null,
  contact_role: "parent",
  contact_name: "Jennifer Huang",
  contact_email: "jen@example.com",
  contact_phone: "+886 933 222 111",
  home_phone: "",
  address: "",
  line_id: "",
  type: "group",
  tutoring_mode: "in-person",
  previous_classes: "",
  mandarin_help: null,
  referral: "",
  group_enrollment: "",
  payment_way: "",
  currency: "TWD",
  notes: "",
  admin_note: "",
  locale: "en",
  is_read: true,
  status: "normal",
  payment_status: "unknown",
  need_pay_first: false,
  wait_for_parent: false,
  contract: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const field = (name: RegExp | string, scope: string) =>
  within(screen.getByRole("group", { name: scope })).getByRole("textbox", { name });
const type = (name: RegExp | string, scope: string, value: string) =>
  fireEvent.change(field(name, scope), { target: { value } });
const patches = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === "PATCH");

describe("enrollment edit form", () => {
  it("sends only the changed fields, trimmed; Mandarin help can go back to not stated", async () => {
    const onClose = vi.fn();
    const { fetchStub, calls } = stubFetch({
      "PATCH /api/enrolled-course-session-detail-update": (body) => [200, { ...row, ...(body as object) }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollmentEditForm enrollment={{ ...row, mandarin_help: true }} onClose={onClose} />);
    type(/^Phone/, "Contact", " +886 988 777 666 ");
    fireEvent.change(screen.getByRole("textbox", { name: "Notes" }), { target: { value: "Weekends only" } });
    fireEvent.click(screen.getByRole("radio", { name: "Not stated" }));
    fireEvent.click(screen.getByRole("radio", { name: "USD ($)" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls).map((c) => c.body)).toEqual([
      {
        id: 5,
        contact_phone: "+886 988 777 666",
        notes: "Weekends only",
        currency: "USD",
        mandarin_help: null,
      },
    ]);
  });

  it("refuses a bad email and the parent's email on the student before sending", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollmentEditForm enrollment={row} onClose={vi.fn()} />);
    type(/^Email/, "Contact", "not-an-email");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const contact = screen.getByRole("group", { name: "Contact" });
    expect(await within(contact).findByText("Please check email format.")).toBeTruthy();
    expect(screen.getByTestId("edit-error").textContent).toBe("Please check the highlighted fields.");

    type(/^Email/, "Contact", "jen@example.com");
    type(/^Email/, "Student", "JEN@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await within(screen.getByRole("group", { name: "Student" })).findByText(
        "The emails of all students and the parent must be different.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("edit-error").textContent).toBe("Please check the highlighted fields.");
    expect(patches(calls)).toEqual([]);
  });

  it("puts the server's 422 message on its field and stays in edit mode", async () => {
    const onClose = vi.fn();
    const { fetchStub } = stubFetch({
      "PATCH /api/enrolled-course-session-detail-update": [
        422,
        {
          message: "Validation failed",
          code: "validation_failed",
          errors: { student_email: ["This email is already used in an enrollment for this class."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollmentEditForm enrollment={row} onClose={onClose} />);
    type(/^Email/, "Student", "taken@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const student = screen.getByRole("group", { name: "Student" });
    expect(
      await within(student).findByText("This email is already used in an enrollment for this class."),
    ).toBeTruthy();
    expect(field(/^Email/, "Student").getAttribute("aria-invalid")).toBe("true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saving without a change just closes; Cancel closes without a call", async () => {
    const onClose = vi.fn();
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollmentEditForm enrollment={row} onClose={onClose} />);
    type("School", "Student", "TAS ");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(patches(calls)).toEqual([]);
  });
});
