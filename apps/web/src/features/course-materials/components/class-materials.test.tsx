import { uploadEndpoints } from "@edu/shared/uploads";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage } from "../../../test/render-page";
import { on, reply, stubEndpoints } from "../../../test/stub-endpoints";
import { anItem, CLASS_ID, materialsServer } from "../test/materials-kit";
import { ClassMaterials } from "./class-materials";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

function open(
  editor: boolean,
  seed?: Parameters<typeof materialsServer>[1],
  first: Parameters<typeof stubEndpoints>[0] = [],
) {
  const server = materialsServer(editor, seed);
  const stub = stubEndpoints([...first, ...server.stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  renderPage(<ClassMaterials classId={CLASS_ID} />, "/session-classes/7/materials");
  return { calls: stub.calls, server };
}

const titlesIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole("link")
    .map((link) => link.textContent);

async function addItem(user: ReturnType<typeof userEvent.setup>, title: string, fill: () => Promise<void>) {
  fireEvent.click(screen.getByRole("button", { name: "Add material" }));
  const dialog = await screen.findByRole("dialog", { name: "New material" });
  await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), title);
  const folder = within(dialog).getByRole("combobox", { name: "Folder" });
  fireEvent.click(folder);
  const list = await waitFor(() => {
    const found = document.getElementById(folder.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("no list yet");
    return found;
  });
  fireEvent.click(within(list).getByRole("option", { name: "Unit 1", hidden: true }));
  await fill();
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "New material" })).toBeNull());
}

describe("class materials", { timeout: 30_000 }, () => {
  it("a teacher builds a unit with a file and a link, then moves the link up", async () => {
    const user = userEvent.setup();
    const { calls } = open(true);
    expect(await screen.findByText(/No materials yet\. Add a folder/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add folder" }));
    const dialog = await screen.findByRole("dialog", { name: "New folder" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Folder name/ }), "Unit 1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Unit 1" })).toBeTruthy();

    await addItem(user, "Reading passage", async () => {
      fireEvent.click(screen.getByRole("radio", { name: "File" }));
      const input = document.querySelector<HTMLInputElement>('.mantine-Modal-content input[type="file"]');
      await user.upload(
        input as HTMLInputElement,
        new File(["%PDF-1.4"], "unit-1.pdf", { type: "application/pdf" }),
      );
    });
    await addItem(user, "Video", async () => {
      await user.type(screen.getByRole("textbox", { name: "Link" }), "https://video.example.com/1");
    });
    await waitFor(() => expect(titlesIn("folder-100")).toEqual(["Reading passage", "Video"]));
    const created = calls
      .filter((c) => c.method === "POST" && c.url.endsWith("/material-items"))
      .map((c) => c.body);
    expect(created).toEqual([
      expect.objectContaining({ title: "Reading passage", folder_id: 100, upload_id: 900 }),
      expect.objectContaining({ title: "Video", folder_id: 100, link_url: "https://video.example.com/1" }),
    ]);
    const file = within(screen.getByTestId("folder-100")).getByRole("link", { name: "Reading passage" });
    expect(file.getAttribute("href")).toBe("/files/900/unit-1.pdf");

    fireEvent.click(screen.getByRole("button", { name: "Move Video up" }));
    await waitFor(() => expect(titlesIn("folder-100")).toEqual(["Video", "Reading passage"]));
    expect(calls.find((c) => c.url.endsWith("/move"))?.body).toEqual({ direction: "up" });
  });

  it("refuses a link that is not http(s) and a file over 20 MB before sending", async () => {
    const user = userEvent.setup();
    const { calls } = open(true, { folders: [{ id: 5, name: "Unit 1", position: 1, items: [] }] });
    fireEvent.click(await screen.findByRole("button", { name: "Add material" }));
    const dialog = await screen.findByRole("dialog", { name: "New material" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Bad");
    await user.type(within(dialog).getByRole("textbox", { name: "Link" }), "javascript:alert(1)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Invalid link!")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: "File" }));
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 20 * 1024 * 1024 + 1 });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, big);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("File cannot be bigger than 20 mb.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the server's 20 MB refusal of a file in the spec's words, and saves nothing", async () => {
    const user = userEvent.setup();
    const tooLarge = on(uploadEndpoints.uploadDocument, () =>
      reply(413, { message: "File cannot be bigger than 20 mb.", code: "payload_too_large" }),
    );
    const { calls } = open(true, {}, [tooLarge]);
    fireEvent.click(await screen.findByRole("button", { name: "Add material" }));
    const dialog = await screen.findByRole("dialog", { name: "New material" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Scan");
    fireEvent.click(within(dialog).getByRole("radio", { name: "File" }));
    const pdf = new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("File cannot be bigger than 20 mb.")).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith("/material-items"))).toEqual([]);
  });

  it("shows a teacher the class's vocabulary progress: totals, a chart and a row per student", async () => {
    const { calls } = open(true);
    const section = await screen.findByRole("region", { name: "Vocabulary progress" });
    const table = await within(section).findByRole("table", { name: "Vocabulary progress per student" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(["王美玲406475%", "Ethan Lee000—"]);
    expect(within(section).getByText("Cards due", { selector: "p" }).nextSibling?.textContent).toBe("6");
    expect(await within(section).findByRole("img", { name: /2026-11-28: 4/ })).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith(`/api/vocab-progress/${CLASS_ID}`))).toBe(true);
  });

  it("deletes a folder alone (its items move out) or with its contents, after the warning", async () => {
    const seed = {
      folders: [
        { id: 5, name: "Unit 1", position: 1, items: [anItem({ id: 11, folder_id: 5, title: "Kept" })] },
        { id: 6, name: "Unit 2", position: 2, items: [anItem({ id: 12, folder_id: 6, title: "Gone" })] },
      ],
    };
    const { calls } = open(true, seed);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Unit 1" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete “Unit 1”" });
    expect(within(dialog).getByText("This will delete it forever. Continue?")).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole("button", { name: "Delete the folder only (its materials move out)" }),
    );
    expect(await screen.findByRole("heading", { name: "Not in a folder" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Unit 1" })).toBeNull());
    expect(screen.getByRole("link", { name: "Kept" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete Unit 2" }));
    dialog = await screen.findByRole("dialog", { name: "Delete “Unit 2”" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete the folder and its contents" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Gone" })).toBeNull());
    const modes = calls
      .filter((c) => c.method === "DELETE")
      .map((c) => new URL(c.url, "http://x").searchParams.get("mode"));
    expect(modes).toEqual(["folder_only", "with_contents"]);
  });

  it("is read-only for a student: files and links to open, no editing controls", async () => {
    open(false, {
      folders: [
        { id: 5, name: "Unit 1", position: 1, items: [anItem({ id: 11, folder_id: 5, title: "Syllabus" })] },
      ],
    });
    const link = await screen.findByRole("link", { name: "Syllabus" });
    expect(link.getAttribute("href")).toBe("https://example.com/syllabus");
    expect(screen.getByText(/Uploaded 2026-11-20/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add folder" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add material" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Move|^Delete|^Edit|^Rename/ })).toBeNull();
    // No vocabulary progress for a student (the stand-in server fails a request it does not expect).
    expect(screen.queryByRole("region", { name: "Vocabulary progress" })).toBeNull();
  });
});
