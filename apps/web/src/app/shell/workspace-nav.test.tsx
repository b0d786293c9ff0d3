import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../features/auth/test-utils";
import { WorkspaceNavList } from "./workspace-nav";
import { navFor } from "./workspace-nav-entries";

const admin = navFor({ all_roles: ["super-admin"] });
const heading = (name: string) => screen.getByRole("button", { name });

describe("the admin side navigation by domain", () => {
  it("opens the current page's group and folds the others", async () => {
    renderWithApp(<WorkspaceNavList groups={admin} />, "/bill");
    expect(heading("Money").getAttribute("aria-expanded")).toBe("true");
    expect((await screen.findByRole("link", { name: "Bills" })).getAttribute("aria-current")).toBe("page");
    expect(heading("People").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
    // Home is outside the groups: always there.
    expect(screen.getByRole("link", { name: "Home" })).toBeTruthy();
  });
  it("unfolds and folds a group from its heading", async () => {
    renderWithApp(<WorkspaceNavList groups={admin} />, "/bill");
    fireEvent.click(heading("People"));
    expect(heading("People").getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("link", { name: "Users" })).toBeTruthy();
    fireEvent.click(heading("Money"));
    expect(heading("Money").getAttribute("aria-expanded")).toBe("false");
  });
  it("starts with every group open in the phone drawer", () => {
    renderWithApp(<WorkspaceNavList groups={admin} openAll />, "/home");
    for (const name of ["People", "Classes and courses", "Money", "Lessons", "Website", "Tools"]) {
      expect(heading(name).getAttribute("aria-expanded")).toBe("true");
    }
    expect(screen.getByRole("link", { name: "Tags" })).toBeTruthy();
  });
});
