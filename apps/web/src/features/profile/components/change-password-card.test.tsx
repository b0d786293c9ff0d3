import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { ChangePasswordCard } from "./change-password-card";

afterEach(() => vi.unstubAllGlobals());

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ChangePasswordCard", () => {
  it("checks the fields on the client, shows the server's answer on the field, then confirms", async () => {
    let tries = 0;
    const { fetchStub, calls } = stubFetch({
      "POST /api/change-password": () => {
        tries += 1;
        return tries === 1
          ? [
              422,
              {
                message: "Validation failed",
                code: "validation_failed",
                errors: { current_password: ["The current password is not correct."] },
              },
            ]
          : [200, { ok: true }];
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ChangePasswordCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Change password" }));
    fill(/^New password\s*\*?$/, "short");
    fill(/^New password again/, "other");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Passwords have 8 to 128 characters.")).toBeTruthy();
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(calls.length).toBe(0);

    fill(/^Current password/, "wrong one");
    fill(/^New password\s*\*?$/, "a brand new secret");
    fill(/^New password again/, "a brand new secret");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The current password is not correct.")).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      current_password: "wrong one",
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    });

    fill(/^Current password/, "the right one");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(screen.getByTestId("password-changed")).toBeTruthy());
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });
});
