import { counselingAccountEndpoints } from "@edu/shared/counseling-accounts";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import {
  anAccount,
  anExport,
  aStudentRow,
  BY_CLASS,
  closeServicePage,
  openServicePage,
  profilesPage,
  sent,
} from "../test/applications-test-kit";

afterEach(closeServicePage);

const PATH = "/private/counseling/student/meiling/applicationForms/common_app";
const LOGIN_REFUSED = "Your username and/or password is incorrect!";

function open(account = anAccount(), extra: Parameters<typeof openServicePage>[1] = []) {
  return openServicePage(PATH, [
    on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([aStudentRow()])),
    on(counselingAccountEndpoints.getCounselingThirdAccount, account),
    on(counselingExportEndpoints.updateCounselingProfileSyncById, anExport()),
    ...extra,
  ]);
}

describe("application service page: the stored login", { timeout: 20_000 }, () => {
  it("finds the student by username and never shows the stored password, only that one is set", async () => {
    const { calls } = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Common App" })).toBeTruthy();
    expect(screen.getByText("Application account and export for 王美玲")).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "Stored login" });
    const lookup = calls.find((c) => c.url.startsWith("/api/counseling-profiles"));
    expect(new URL(lookup?.url ?? "", "http://web.test").searchParams.get("username")).toBe("meiling");
    expect((screen.getByRole("textbox", { name: "Username" }) as HTMLInputElement).value).toBe(
      "meiling@example.com",
    );
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.value).toBe("");
    expect(
      screen.getByText(
        "A password is stored, changed on 2026-11-02. Leave the field empty to keep the stored password.",
      ),
    ).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Common App ID" }) as HTMLInputElement).value).toBe(
      "12345678",
    );
  });

  it("saving with an empty password keeps the stored one; a typed one is sent", async () => {
    const { calls } = open(anAccount(), [
      on(counselingAccountEndpoints.createCounselingThirdAccount, ({ body }) =>
        anAccount({ account: body.account, updated_at: "2026-11-28T10:00:00.000Z" }),
      ),
    ]);
    const username = await screen.findByRole("textbox", { name: "Username" });
    fireEvent.change(username, { target: { value: "mei@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the login" }));
    await waitFor(() =>
      expect(sent(calls, "POST", "/api/counseling-third-account")).toEqual([
        {
          student_user_id: 41,
          third_service_type: "common_app",
          account: "mei@example.com",
          common_app_id: "12345678",
          advisor_invitation_state: "none",
        },
      ]),
    );
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "n3w secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the login" }));
    await waitFor(() =>
      expect(sent(calls, "POST", "/api/counseling-third-account")[1]).toMatchObject({
        password: "n3w secret",
      }),
    );
  });

  it("refuses a Common App ID that is not digits before sending", async () => {
    const { calls } = open();
    fireEvent.change(await screen.findByRole("textbox", { name: "Common App ID" }), {
      target: { value: "CA-12" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the login" }));
    expect(await screen.findByText("Use the digits of the Common App ID (4 to 12 digits).")).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-third-account")).toEqual([]);
  });

  it("says the service's refusal of the login, and its success message for the invitation", async () => {
    const { calls } = open(anAccount(), [
      on(
        counselingAccountEndpoints.loginCounselingThirdAccount,
        reply(400, { message: LOGIN_REFUSED, code: "bad_request" }),
      ),
      on(counselingAccountEndpoints.sendCounselingProfileCounselorInvitation, {
        message: "信件寄送成功！",
        account: anAccount({
          advisor_invitation_state: "invited",
          advisor_invited_at: "2026-11-28T10:00:00.000Z",
        }),
      }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Test the login" }));
    expect((await screen.findByRole("alert")).textContent).toBe(LOGIN_REFUSED);
    expect(sent(calls, "POST", "/api/counseling-third-account/login")).toEqual([
      { student_user_id: 41, third_service_type: "common_app" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Send the counselor invitation" }));
    expect((await screen.findByText("信件寄送成功！")).closest("[role=status]")).toBeTruthy();
    expect(await screen.findByText("Invitation sent on 2026-11-28.")).toBeTruthy();
  });

  it("a parent reads the account without its actions or the reveal", async () => {
    open(anAccount({ can_edit: false, can_reveal: false }));
    expect(
      await screen.findByText("You can read this account; the student and their counselors change it."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByText("A password is stored, changed on 2026-11-02.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the login" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Test the login" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show the password" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload to Common App" })).toBeNull();
  });
});

describe("application service page: showing the password to a counselor", { timeout: 20_000 }, () => {
  it("asks for a reason, sends it, shows the password and hides it on request", async () => {
    const { calls } = open(anAccount(), [
      on(counselingAccountEndpoints.createCounselingThirdAccountRevealPassword, {
        password: "s3cret!",
        revealed_at: "2026-11-28T10:00:00.000Z",
      }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Show the password" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Show it" }));
    expect(
      await within(dialog).findByText("Say why you need to see the password (at least 5 characters)."),
    ).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-third-account/reveal-password")).toEqual([]);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Why do you need to see it?" }), {
      target: { value: "She forgot it before the deadline" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Show it" }));
    const shown = await screen.findByTestId("revealed-password");
    expect(within(shown).getByText("s3cret!")).toBeTruthy();
    expect(within(shown).getByText("Hidden again in 30 seconds.")).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-third-account/reveal-password")).toEqual([
      {
        student_user_id: 41,
        third_service_type: "common_app",
        reason: "She forgot it before the deadline",
      },
    ]);
    fireEvent.click(within(shown).getByRole("button", { name: "Hide now" }));
    await waitFor(() => expect(screen.queryByText("s3cret!")).toBeNull());
  });

  it("hides the password by itself after 30 seconds", async () => {
    // Only the countdown's interval is faked: the page's loading and testing-library's waiting stay real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      open(anAccount(), [
        on(counselingAccountEndpoints.createCounselingThirdAccountRevealPassword, {
          password: "s3cret!",
          revealed_at: "2026-11-28T10:00:00.000Z",
        }),
      ]);
      fireEvent.click(await screen.findByRole("button", { name: "Show the password" }));
      const dialog = await screen.findByRole("dialog");
      fireEvent.change(within(dialog).getByRole("textbox", { name: "Why do you need to see it?" }), {
        target: { value: "Checking the login with her" },
      });
      fireEvent.click(within(dialog).getByRole("button", { name: "Show it" }));
      expect(await screen.findByText("s3cret!")).toBeTruthy();
      act(() => vi.advanceTimersByTime(29_000));
      expect(screen.getByText("Hidden again in 1 second.")).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText("s3cret!")).toBeNull();
      expect(screen.getByRole("button", { name: "Show the password" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("application service page: addresses", { timeout: 20_000 }, () => {
  it("a service the product does not know is not found, without a call", async () => {
    const { calls } = openServicePage("/private/counseling/student/meiling/applicationForms/naviance", []);
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("a login that cannot be loaded is said inside the page, which keeps its one h1", async () => {
    openServicePage(PATH, [
      on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([aStudentRow()])),
      on(
        counselingAccountEndpoints.getCounselingThirdAccount,
        reply(500, { message: "Internal error", code: "internal_error" }),
      ),
      on(counselingExportEndpoints.updateCounselingProfileSyncById, anExport()),
    ]);
    expect(await screen.findByText("The stored login could not be loaded.")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Common App"]);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("a student the caller may not see is not found", async () => {
    openServicePage(PATH, [on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([]))]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
  });

  it("by counseling class: finds the class's students and lets the counselor pick one", async () => {
    const other = aStudentRow({
      student_user_id: 42,
      student: { id: 42, username: "daniel", first_name: "Daniel", last_name: "Chen" },
    });
    const { calls } = openServicePage(
      "/private/counseling/12/applicationForms/california_app",
      [
        on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([aStudentRow(), other])),
        on(counselingAccountEndpoints.getCounselingThirdAccount, ({ query }) =>
          anAccount({
            student_user_id: Number(query.get("student_user_id")),
            third_service_type: "california_app",
            common_app_id: null,
          }),
        ),
        on(
          counselingExportEndpoints.updateCounselingProfileSyncById,
          anExport({ target: "california_app", cuts: [], warnings: [] }),
        ),
      ],
      BY_CLASS,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "University of California Application" }),
    ).toBeTruthy();
    const lookup = calls.find((c) => c.url.startsWith("/api/counseling-profiles"));
    expect(new URL(lookup?.url ?? "", "http://web.test").searchParams.get("session_class_id")).toBe("12");
    await screen.findByRole("heading", { level: 2, name: "Stored login" });
    expect(screen.queryByRole("textbox", { name: "Common App ID" })).toBeNull();
    fireEvent.click(screen.getByRole("combobox", { name: "Student" }));
    fireEvent.click(await screen.findByRole("option", { name: "Daniel Chen", hidden: true }));
    expect(await screen.findByText("Application account and export for Daniel Chen")).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.includes("/api/counseling-third-account?") && c.url.includes("student_user_id=42"),
        ),
      ).toBe(true),
    );
    const links = screen.getByRole("navigation", { name: "Application services" });
    expect(within(links).getByRole("link", { name: "Common App" }).getAttribute("href")).toBe(
      "/private/counseling/12/applicationForms/common_app?student=42",
    );
  });
});
