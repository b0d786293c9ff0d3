import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModalsHost } from "../shell/modals-host";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

function EditPage() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <div>
      <h1>Edit page</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Make a change
      </button>
      <Link to="/elsewhere">Leave</Link>
    </div>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: "/edit", element: <EditPage /> },
      { path: "/elsewhere", element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ["/edit"] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
      <ModalsHost />
    </MantineProvider>,
  );
  return router;
}

describe("useUnsavedChangesGuard", () => {
  it("lets the user leave freely when nothing changed", async () => {
    const router = renderGuarded();
    fireEvent.click(screen.getByText("Leave"));
    await screen.findByRole("heading", { name: "Elsewhere" });
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks before leaving with changes; Cancel stays on the page", async () => {
    const router = renderGuarded();
    fireEvent.click(screen.getByText("Make a change"));
    fireEvent.click(screen.getByText("Leave"));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(dialog.textContent).toContain("Warning");
    expect(dialog.textContent).toContain(
      "Your changes may not be saved. Are you sure you want to leave the page?",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/edit");
    expect(screen.getByRole("heading", { name: "Edit page" })).toBeTruthy();
  });

  it("Confirm leaves the page", async () => {
    const router = renderGuarded();
    fireEvent.click(screen.getByText("Make a change"));
    fireEvent.click(screen.getByText("Leave"));
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await screen.findByRole("heading", { name: "Elsewhere" });
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks the browser to confirm closing the tab while there are changes", async () => {
    renderGuarded();
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    act(() => {
      fireEvent.click(screen.getByText("Make a change"));
    });
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
