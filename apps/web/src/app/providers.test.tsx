import { Modal } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "./providers";

describe("Providers", () => {
  it("names every dialog's close button in the reader's language (Mantine's is an unnamed icon)", async () => {
    render(
      <Providers>
        <Modal opened onClose={() => {}} title="Edit student">
          body
        </Modal>
      </Providers>,
    );
    expect(await screen.findByRole("button", { name: "Close dialog" })).toBeTruthy();
  });
});
