import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NotificationsHost } from "./notifications-host";

describe("NotificationsHost", () => {
  it("renders nothing (and loads no notifications UI) until something is notified, then shows it", async () => {
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    );
    // Any lazy component the host asked for has loaded and rendered its containers (one per position).
    await act(async () => {
      await import("@mantine/notifications");
      await vi.dynamicImportSettled();
    });
    expect(document.querySelector("[data-position]")).toBeNull();

    // A feature notifies through Mantine's store directly, before the host has loaded its component.
    act(() => {
      notifications.show({ message: "Profile saved", color: "green", autoClose: false });
    });
    expect(await screen.findByText("Profile saved")).toBeTruthy();
    // Mantine's close button is an icon; it is named in the reader's language.
    expect(screen.getByRole("button", { name: "Close notification" })).toBeTruthy();
    act(() => notifications.clean());
  });
});
