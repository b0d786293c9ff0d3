import type { Profile } from "@edu/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page";
import { TeacherSection } from "./profile-sections";

const profile = {
  teacher: {
    college: "NTU",
    graduation_year: 2015,
    major: "Math",
    bio: "Reading coach",
    tutoring_bio: "One-on-one SAT",
    counseling_bio: null,
    translations: { "zh-TW": { bio: "閱讀教練" } },
    localized: { bio: "閱讀教練", tutoring_bio: "One-on-one SAT", counseling_bio: "" },
    missing_locales: ["zh-CN", "zh-TW"],
    subjects: [],
    hours_per_week: null,
    meeting_link: null,
    show_bio: true,
  },
} as unknown as Profile;

describe("TeacherSection bios", () => {
  it("shows the bios in the reader's language and, to who may edit, the languages still missing", async () => {
    renderPage(<TeacherSection profile={profile} onEdit={() => {}} />);
    expect(await screen.findByText("閱讀教練")).toBeTruthy();
    expect(screen.queryByText("Reading coach")).toBeNull();
    // no translation of the tutoring bio yet: its base text stands in
    expect(screen.getByText("One-on-one SAT")).toBeTruthy();
    const badges = screen.getByTestId("bio-translations");
    expect(badges.textContent).toContain("简体中文");
    expect(badges.textContent).toContain("繁體中文");
  });

  it("shows no translation badges to a reader who cannot edit", async () => {
    renderPage(<TeacherSection profile={profile} />);
    expect(await screen.findByText("閱讀教練")).toBeTruthy();
    expect(screen.queryByTestId("bio-translations")).toBeNull();
  });
});
