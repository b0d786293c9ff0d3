import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error";
import { writeSignedInHint } from "../../lib/session-store";
import { renderPage } from "../../test/render-page";
import { LoadErrorPage, NoPermissionPage } from "./page-state";

afterEach(() => writeSignedInHint(false));

const stateOf = () => document.querySelector("[data-page-state]")?.getAttribute("data-page-state");

describe("the page a page shows instead of its content", () => {
  it("says 'no permission' as a page: a title, one h1, why, and where to go next", async () => {
    writeSignedInHint(true);
    renderPage(<NoPermissionPage reason="Only administrators can merge users." />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("No permission | EduBridge");
    expect(screen.getByText("Only administrators can merge users.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my home page" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("button", { name: "Go back" })).toBeTruthy();
    expect(stateOf()).toBe("no-permission");
  });

  it("answers a refused load (403) with the no-permission page", async () => {
    renderPage(
      <LoadErrorPage error={new ApiError(403, { message: "You do not have permission to do this." })} />,
    );
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(stateOf()).toBe("no-permission");
  });

  it("answers a record that does not exist (404) with 'not found', not a loader", async () => {
    renderPage(<LoadErrorPage error={new ApiError(404, { message: "Not found" })} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(document.title).toBe("Not found | EduBridge");
    expect(screen.queryByRole("status")).toBeNull();
    expect(stateOf()).toBe("not-found");
    // A visitor's way home is the site's home page.
    expect(screen.getByRole("link", { name: /home/i }).getAttribute("href")).toBe("/");
  });

  it("answers any other failure with an error page that tries again", async () => {
    const retry = vi.fn();
    renderPage(<LoadErrorPage error={new ApiError(500, { message: "boom" })} onRetry={retry} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page couldn't be loaded" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
    expect(stateOf()).toBe("error");
  });
});
