import { accountEndpoints, type EnrolledSession, enrolledSessionEndpoints } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { aUser } from "../../../test/fixtures/people";
import { renderPage, stubFetch } from "../../../test/render-page";
import {
  accountDraft,
  CreateFamilyAccount,
  splitContactName,
  usernameFromEmail,
} from "./create-family-account";

afterEach(() => vi.unstubAllGlobals());

const enrollment = {
  id: 5,
  student_user_id: null,
  student_first_name: "Ethan",
  student_last_name: "",
  student_email: "ethan.lin+sat@example.com",
  student_phone: "",
  parent_user_id: null,
  contact_role: "parent",
  contact_name: "王美玲",
  contact_email: "meiling@example.com",
  contact_phone: "+886 912 345 678",
  contract: null,
} as unknown as EnrolledSession;

const user = { id: 41, username: "ethan.linsat" };

describe("create the family's accounts from an enrollment", () => {
  it("starts from what the enrollment says", () => {
    expect(usernameFromEmail("Ann.Lee+tw@x.com")).toBe("Ann.Leetw");
    expect(splitContactName("王美玲")).toEqual({ last_name: "王", first_name: "美玲" });
    expect(splitContactName("Grace Mei Wang")).toEqual({ first_name: "Grace Mei", last_name: "Wang" });
    expect(accountDraft(enrollment, "parent")).toEqual({
      username: "meiling",
      email: "meiling@example.com",
      first_name: "美玲",
      last_name: "王",
      phone: "+886 912 345 678",
    });
  });

  it("asks for what is missing, creates the student, ties it to the enrollment and shows the link", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/register/student": [
        200,
        fillAnswer(accountEndpoints.registerStudent, {
          user: aUser({ ...user, all_roles: ["student"] }),
          set_password_url: "http://app.test/password/set?token=abc",
          expires_at: "2026-01-08",
        }),
      ],
      "POST /api/add-student-to-enrolled-session": [
        200,
        fillAnswer(enrolledSessionEndpoints.addStudentToEnrolledSession, {
          ...enrollment,
          student_user_id: 41,
        }),
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<CreateFamilyAccount enrollment={enrollment} kind="student" />);
    fireEvent.click(screen.getByRole("button", { name: "Create the student's account" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and link" }));
    // The family name was not given on the form: the field says so, nothing is sent.
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    expect(calls.length).toBe(0);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Last name/ }), {
      target: { value: "Lin" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and link" }));
    expect((await screen.findByTestId("created-student-account")).textContent).toContain(
      "http://app.test/password/set?token=abc",
    );
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[0]?.body).toEqual({
      username: "ethan.linsat",
      email: "ethan.lin+sat@example.com",
      first_name: "Ethan",
      last_name: "Lin",
    });
    expect(calls[1]?.body).toEqual({ enrolled_session_id: 5, user_id: 41 });
  });
});
