import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { FeedbackDialog } from "./feedback-dialog";

afterEach(() => vi.unstubAllGlobals());

const image = (bytes: number) => new File([new Uint8Array(bytes)], "shot.png", { type: "image/png" });

function open() {
  document.title = "Classes | EduBridge";
  const onClose = vi.fn();
  const view = renderPage(<FeedbackDialog opened onClose={onClose} />);
  return { ...view, onClose };
}

const chooseFile = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe("FeedbackDialog", () => {
  it("fills in the page, defaults to Bug, refuses a screenshot over 5 MB without sending", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    open();
    expect(((await screen.findByTestId("feedback-page")) as HTMLInputElement).value).toContain(
      "Classes | EduBridge",
    );
    expect((screen.getByLabelText("Bug") as HTMLInputElement).checked).toBe(true);
    // The dialog's close button is named (axe: button-name).
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    chooseFile(image(5 * 1024 * 1024 + 1));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("file size cannot exceed 5MB")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("uploads the screenshot, sends the report with its address, and thanks the sender", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/issue/file": [
        200,
        { document: { id: 9, url: "/files/9/shot.png", name: "shot.png", size: 10, mime_type: "image/png" } },
      ],
      "POST /api/issue": [200, { ok: true, id: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { onClose } = open();
    fireEvent.click(await screen.findByLabelText("Advice"));
    chooseFile(image(10));
    fireEvent.change(screen.getByLabelText("Details"), { target: { value: "A dark mode would help." } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/issue/file", "POST /api/issue"]);
    expect(calls[1]?.body).toMatchObject({
      type: "Advice",
      description: "A dark mode would help.",
      file: "/files/9/shot.png",
      page_title: "Classes | EduBridge",
      created_by: 0,
    });
  });
});
