import type { Profile } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type FamilyLinks, FamilySection } from "./profile-sections";

const person = (id: number, username: string) => ({
  id,
  username,
  first_name: username,
  last_name: "Lin",
  email: null,
  phone: null,
});

// A parent who is also a student: one parent of their own, one child.
const profile = {
  user: { id: 5, username: "jen", first_name: "Jen", last_name: "Lin", all_roles: ["parent", "student"] },
  parents: [person(3, "grandma")],
  children: [person(9, "kid")],
} as unknown as Profile;

function renderFamily(links: FamilyLinks) {
  render(
    <MemoryRouter>
      <MantineProvider>
        <FamilySection profile={profile} links={links} />
      </MantineProvider>
    </MemoryRouter>,
  );
}

describe("FamilySection", () => {
  it("links the children for a parent but not their own parents (whose pages the server refuses)", () => {
    renderFamily({ parents: false, children: true });
    expect(screen.getByRole("link", { name: "kid" }).getAttribute("href")).toBe("/user/9");
    expect(screen.queryByRole("link", { name: "grandma" })).toBeNull();
    expect(screen.getByText("grandma")).toBeTruthy();
  });

  it("links everyone for staff", () => {
    renderFamily({ parents: true, children: true });
    expect(screen.getByRole("link", { name: "grandma" }).getAttribute("href")).toBe("/user/3");
    expect(screen.getByRole("link", { name: "kid" }).getAttribute("href")).toBe("/user/9");
  });
});
