import type { PublicTeacher } from "@edu/shared/profiles";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page";
import { InstructorCard } from "./instructor-card";

const teacher = (bio: string | null, localized: string | null): PublicTeacher => ({
  id: 1,
  first_name: "Mei-Ling",
  last_name: "Wang",
  bio,
  localized: { bio: localized },
  show_bio: true,
  subjects: ["SAT Reading"],
  photo_upload_id: null,
});

describe("InstructorCard", () => {
  it("shows the bio in the reader's language (localized), not the English base", async () => {
    renderPage(<InstructorCard teacher={teacher("Reading coach", "閱讀教練")} subjectsLabel="Subjects" />);
    expect(await screen.findByText("閱讀教練")).toBeTruthy();
    expect(screen.queryByText("Reading coach")).toBeNull();
  });

  it("falls back to the base bio when an answer has no localized text, and shows none when hidden", async () => {
    const { unmount } = renderPage(
      <InstructorCard
        teacher={{ ...teacher("Reading coach", null), localized: undefined } as unknown as PublicTeacher}
        subjectsLabel="Subjects"
      />,
    );
    expect(await screen.findByText("Reading coach")).toBeTruthy();
    unmount();
    renderPage(<InstructorCard teacher={teacher(null, null)} subjectsLabel="Subjects" />);
    expect(await screen.findByTestId("instructor-card")).toBeTruthy();
    expect(screen.queryByText("Reading coach")).toBeNull();
  });
});
