import { vocabularyEndpoints as endpoints } from "@edu/shared/vocabulary";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import {
  aList,
  aMnemonic,
  aWord,
  closeVocabPage,
  LIST_ID,
  openVocabPage,
  pageOf,
  sent,
} from "../test/vocab-kit";
import VocabsPage from "./vocabs-page";

afterEach(closeVocabPage);

const MINE = aMnemonic({
  id: 302,
  author: { id: 41, name: "王美玲" },
  is_mine: 1,
  content: "Abate = a bate",
  likes_count: 1,
});
const OTHERS = aMnemonic({ id: 301, likes_count: 4 });
// The test's own stubs first: the first stub matching a request answers it.
const stubs = (extra: Parameters<typeof openVocabPage>[1]["stubs"] = []) => [
  ...extra,
  on(endpoints.listVocabs, pageOf([aWord()])),
  on(endpoints.listMnemonics, pageOf([MINE, OTHERS])),
  on(endpoints.listVocabCollectTitles, {
    data: [
      {
        id: LIST_ID,
        title: "SAT week 1",
        owner: aList().owner,
        is_mine: 1,
        sharing: "private",
        word_count: 3,
      },
    ],
  }),
];
async function openAbate(extra: Parameters<typeof openVocabPage>[1]["stubs"] = []) {
  const view = openVocabPage(<VocabsPage />, {
    path: "/vocabs?q=ab",
    pattern: "/vocabs",
    stubs: stubs(extra),
  });
  fireEvent.click(await screen.findByRole("button", { name: "Open the card of “abate”" }));
  const card = await screen.findByTestId("word-card");
  await within(card).findByText("Abate = a bate");
  return { ...view, card };
}
const fileInput = (card: HTMLElement) =>
  card.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe("the word search and a word's card", () => {
  it("shows a word's card with its mnemonics, most liked first, and toggles a like", async () => {
    const { card, calls } = await openAbate([
      on(endpoints.toggleMnemonicLike, { liked: 1, likes_count: 5 }, { params: { id: 301 } }),
    ]);
    expect(within(card).getByRole("heading", { name: "abate" })).toBeTruthy();
    expect(sent(calls, "GET", "/api/vocabs")[0]?.url).toContain("q=ab");
    const items = within(card)
      .getAllByRole("listitem")
      .filter((li) => li.textContent?.includes("By"));
    expect(items.map((li) => li.textContent?.includes("陳小明"))).toEqual([true, false]);
    const like = within(card).getByRole("button", { name: "Like (4 likes)" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    const unlike = await within(card).findByRole("button", { name: "Unlike (5 likes)" });
    expect(unlike.getAttribute("aria-pressed")).toBe("true");
    expect(sent(calls, "POST", "/api/mnemonic/301/toggle-like")).toHaveLength(1);
    // Only one's own mnemonic can be deleted.
    expect(within(card).getAllByRole("button", { name: "Delete this mnemonic" })).toHaveLength(1);
  });

  it("refuses a file over 5 MB or of another type with the spec's message, and uploads nothing", async () => {
    const { card, calls } = await openAbate();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "storm.png", { type: "image/png" });
    fireEvent.change(fileInput(card), { target: { files: [big] } });
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "The image or video cannot be bigger than 5 mb!",
    );
    fireEvent.change(fileInput(card), { target: { files: [new File(["MZ"], "storm.exe")] } });
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "Please upload the image or video in the right format!",
    );
    expect(sent(calls, "POST", "/api/mnemonics/file")).toHaveLength(0);
  });

  it("uploads an image, then saves the mnemonic with it; the server's refusal is shown as it says", async () => {
    const media = {
      id: 77,
      url: "/files/77",
      name: "storm.png",
      size: 1200,
      mime_type: "image/png",
      kind: "image" as const,
    };
    let refused = true;
    const { card, calls } = await openAbate([
      on(endpoints.uploadMnemonicFile, () =>
        refused
          ? reply(415, {
              message: "Please upload the image or video in the right format!",
              code: "vocab_media_type",
            })
          : { file: media },
      ),
      on(endpoints.createMnemonic, { mnemonic: aMnemonic({ id: 303, is_mine: 1, media }) }),
    ]);
    const png = new File(["png"], "storm.png", { type: "image/png" });
    fireEvent.change(fileInput(card), { target: { files: [png] } });
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "Please upload the image or video in the right format!",
    );
    refused = false;
    fireEvent.change(fileInput(card), { target: { files: [png] } });
    expect(await within(card).findByText("Attached: storm.png")).toBeTruthy();
    fireEvent.change(within(card).getByRole("textbox", { name: "Your mnemonic" }), {
      target: { value: "The storm abates" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Add mnemonic" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/mnemonic")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/mnemonic")[0]?.body).toEqual({
      vocab_id: 101,
      content: "The storm abates",
      file_id: 77,
    });
  });

  it("edits one's own mnemonic, replacing its image (the old file is deleted once saved)", async () => {
    const old = {
      id: 70,
      url: "/files/70",
      name: "old.png",
      size: 900,
      mime_type: "image/png",
      kind: "image" as const,
    };
    const fresh = { ...old, id: 78, url: "/files/78", name: "new.gif", mime_type: "image/gif" };
    const { card, calls } = await openAbate([
      on(endpoints.listMnemonics, pageOf([{ ...MINE, media: old }, OTHERS])),
      on(endpoints.uploadMnemonicFile, { file: fresh }),
      on(endpoints.updateMnemonic, {
        mnemonic: { ...MINE, content: "Abate: the storm bates", media: fresh },
      }),
      on(endpoints.deleteMnemonicFile, { ok: true }),
    ]);
    fireEvent.click(within(card).getByRole("button", { name: "Edit this mnemonic" }));
    const text = within(card).getByRole("textbox", { name: "Edit your mnemonic" });
    expect((text as HTMLTextAreaElement).value).toBe("Abate = a bate");
    expect(within(card).getByText("Attached: old.png")).toBeTruthy();
    fireEvent.change(text, { target: { value: "Abate: the storm bates" } });
    fireEvent.change(fileInput(card), { target: { files: [new File(["gif"], "new.gif")] } });
    expect(await within(card).findByText("Attached: new.gif")).toBeTruthy();
    // Not deleted yet: until the change is saved, the card still shows the old file.
    expect(sent(calls, "DELETE", "/api/mnemonics/file")).toHaveLength(0);
    fireEvent.click(within(card).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent(calls, "DELETE", "/api/mnemonics/file")).toHaveLength(1));
    expect(sent(calls, "PATCH", "/api/mnemonic/302")[0]?.body).toEqual({
      content: "Abate: the storm bates",
      file_id: 78,
    });
    expect(sent(calls, "DELETE", "/api/mnemonics/file")[0]?.url).toContain("id=70");
    expect(await within(card).findByRole("button", { name: "Edit this mnemonic" })).toBeTruthy();
  });

  it("cancelling an edit deletes only a file uploaded during it; deleting a mnemonic deletes its file", async () => {
    const old = {
      id: 70,
      url: "/files/70",
      name: "old.png",
      size: 900,
      mime_type: "image/png",
      kind: "image" as const,
    };
    const fresh = { ...old, id: 79, name: "tmp.png" };
    const { card, calls } = await openAbate([
      on(endpoints.listMnemonics, pageOf([{ ...MINE, media: old }, OTHERS])),
      on(endpoints.uploadMnemonicFile, { file: fresh }),
      on(endpoints.deleteMnemonicFile, { ok: true }),
      on(endpoints.deleteMnemonic, { ok: true }),
    ]);
    fireEvent.click(within(card).getByRole("button", { name: "Edit this mnemonic" }));
    fireEvent.change(fileInput(card), { target: { files: [new File(["png"], "tmp.png")] } });
    expect(await within(card).findByText("Attached: tmp.png")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(sent(calls, "DELETE", "/api/mnemonics/file")).toHaveLength(1));
    expect(sent(calls, "DELETE", "/api/mnemonics/file")[0]?.url).toContain("id=79");
    expect(sent(calls, "PATCH", "/api/mnemonic/302")).toHaveLength(0);
    fireEvent.click(within(card).getByRole("button", { name: "Delete this mnemonic" }));
    fireEvent.click(await within(card).findByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(sent(calls, "DELETE", "/api/mnemonics/file")).toHaveLength(2));
    expect(sent(calls, "DELETE", "/api/mnemonic/302")).toHaveLength(1);
    expect(sent(calls, "DELETE", "/api/mnemonics/file")[1]?.url).toContain("id=70");
  });

  it("adds the word to one of the reader's lists", async () => {
    const { card, calls } = await openAbate([on(endpoints.addVocabToCollect, { collect: aList() })]);
    fireEvent.click(await within(card).findByRole("combobox", { name: "Add “abate” to a list" }));
    fireEvent.click(await screen.findByRole("option", { name: "SAT week 1", hidden: true }));
    fireEvent.click(within(card).getByRole("button", { name: "Add to list" }));
    expect(await within(card).findByText("Added to “SAT week 1”.")).toBeTruthy();
    expect(sent(calls, "POST", `/api/vocab-collects/${LIST_ID}/vocab`)[0]?.body).toEqual({
      vocab_ids: [101],
    });
  });
});
