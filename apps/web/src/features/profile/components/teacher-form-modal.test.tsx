import { type Profile, profileEndpoints } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { TeacherFormModal } from "./teacher-form-modal";

afterEach(() => vi.unstubAllGlobals());

const teacherProfile = (billing: Record<string, string>) =>
  ({
    teacher: {
      college: "NTU",
      graduation_year: 2015,
      major: "Math",
      bio: null,
      tutoring_bio: null,
      counseling_bio: null,
      subjects: [],
      hours_per_week: null,
      meeting_link: null,
      show_bio: false,
      billing,
    },
  }) as unknown as Profile;

/** The profile as the server answers a save: every field of the declaration, the test's as given. */
const saved = (profile: Profile) => fillAnswer(profileEndpoints.updateTeacherProfile, profile);

const open = (billing: Record<string, string>) =>
  renderPage(
    <TeacherFormModal profile={teacherProfile(billing)} target={{ kind: "own" }} opened onClose={() => {}} />,
  );

describe("TeacherFormModal billing info", () => {
  it("asks a teacher paid in Taiwan for the ID or ARC and bank code, checks them, and sends the country", async () => {
    const { fetchStub, calls } = stubFetch({
      "PATCH /api/teacher/profile": [200, saved(teacherProfile({}))],
    });
    vi.stubGlobal("fetch", fetchStub);
    open({ country: "TW" });
    const id = await screen.findByLabelText("National ID or ARC number");
    expect(screen.getByLabelText("Bank code")).toBeTruthy();
    expect(screen.queryByLabelText("SSN")).toBeNull();

    fireEvent.change(id, { target: { value: "A123456780" } });
    fireEvent.change(screen.getByLabelText("Bank code"), { target: { value: "82" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/valid Taiwan ID or resident certificate/)).toBeTruthy();
    expect(screen.getByText("The bank code is three digits, e.g. 822.")).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(id, { target: { value: "A123456789" } });
    fireEvent.change(screen.getByLabelText("Bank code"), { target: { value: "822" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      billing: { country: "TW", id_number: "A123456789", bank_code: "822" },
    });
  });

  it("keeps the spec's US shape (SSN, state, ZIP) for info saved before countries", async () => {
    open({ ssn: "123-45-6789" });
    expect(await screen.findByLabelText("SSN")).toBeTruthy();
    expect(screen.getByLabelText("State")).toBeTruthy();
    expect(screen.queryByLabelText("Bank code")).toBeNull();
  });

  it("asks for the resident ID in mainland China", async () => {
    open({ country: "CN" });
    expect(await screen.findByLabelText("Resident ID number")).toBeTruthy();
    expect(screen.queryByLabelText("SSN")).toBeNull();
  });
});

describe("TeacherFormModal bios in three languages", () => {
  it("edits the bios side by side and sends the Chinese texts as translations", async () => {
    const profile = {
      teacher: {
        ...teacherProfile({ country: "TW" }).teacher,
        bio: "Reading coach",
        translations: { "zh-TW": { bio: "閱讀教練" } },
      },
    } as unknown as Profile;
    const { fetchStub, calls } = stubFetch({ "PATCH /api/teacher/profile": [200, saved(profile)] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<TeacherFormModal profile={profile} target={{ kind: "own" }} opened onClose={() => {}} />);
    const english = (await screen.findByLabelText("Bio (English)")) as HTMLTextAreaElement;
    expect(english.value).toBe("Reading coach");
    expect((screen.getByLabelText("Bio (繁體中文)") as HTMLTextAreaElement).value).toBe("閱讀教練");
    // an empty Chinese field shows the English text as its placeholder (the fallback)
    expect((screen.getByLabelText("Bio (简体中文)") as HTMLTextAreaElement).placeholder).toBe(
      "Reading coach",
    );

    fireEvent.change(screen.getByLabelText("Bio (简体中文)"), { target: { value: "阅读教练" } });
    fireEvent.change(screen.getByLabelText("Tutoring bio (English)"), { target: { value: "One-on-one" } });
    fireEvent.change(screen.getByLabelText("Tutoring bio (繁體中文)"), { target: { value: " 一對一 " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      bio: "Reading coach",
      tutoring_bio: "One-on-one",
      translations: {
        "zh-TW": { bio: "閱讀教練", tutoring_bio: "一對一", counseling_bio: "" },
        "zh-CN": { bio: "阅读教练", tutoring_bio: "", counseling_bio: "" },
      },
    });
  });
});

describe("TeacherFormModal hourly salary", () => {
  const openAsAdmin = () =>
    renderPage(
      <TeacherFormModal
        profile={teacherProfile({ country: "TW" })}
        target={{ kind: "admin", userId: 7 }}
        opened
        onClose={() => {}}
      />,
    );

  it("says the money module's reason before sending: greater than 0, too many decimals, too large", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    openAsAdmin();
    const salary = await screen.findByLabelText("Hourly salary");
    for (const [typed, reason] of [
      ["0", "Money must be a number greater than 0."],
      ["-100", "Money must be a number greater than 0."],
      ["500.5", /Too many decimal places for this currency/],
      ["10000000001", /The amount is too large/],
    ] as const) {
      fireEvent.change(salary, { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText(reason)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });
});
