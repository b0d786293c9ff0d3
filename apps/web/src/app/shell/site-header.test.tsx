import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../features/auth/test-utils";
import { stubFetch } from "../../test/render-page";
import { SiteHeader } from "./site-header";

// The burger and the drawer are `hiddenFrom="md"` and the test window is desktop-wide: roles are looked up
// with hidden elements included.
const seen = { hidden: true } as const;

describe("the phone menu", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("gives focus back to the burger when it closes, the first time too (the drawer is loaded on that press)", async () => {
    vi.stubGlobal("fetch", stubFetch({}).fetchStub);
    renderWithApp(<SiteHeader />, "/");
    for (const round of [1, 2]) {
      const burger = await screen.findByLabelText("Open menu");
      burger.focus();
      fireEvent.click(burger);
      await screen.findByRole("dialog", seen, { timeout: 5_000 });
      // The drawer's own close button (the burger's label changes to the same words).
      const close = screen.getAllByRole("button", { name: "Close menu", ...seen }).find((b) => b !== burger);
      if (!close) throw new Error("the drawer has no close button");
      fireEvent.click(close);
      await waitFor(() => expect(document.activeElement, `round ${round}`).toBe(burger));
    }
  });
});
