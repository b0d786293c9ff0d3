import { counselingEssayEndpoints } from "@edu/shared/counseling-essays";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { anEssay, aVersion, closePage, openPage, pageOf, sent, studentsStub } from "../test/essays-kit";
import EssayPage from "./essay-page";

afterEach(closePage);

const BY_STUDENT = "/private/counseling/student/:username/essays/:essayId";
const PATH = "/private/counseling/student/meiling/essays/301";
const comments = on(counselingEssayEndpoints.listCounselingEssayComments, { data: [], can_resolve: 1 });

/** The tiptap editor behind the page's editable area (tiptap keeps it on its DOM node). */
const editorOf = async () =>
  (
    (await screen.findByTestId("rich-text-content", {}, { timeout: 10_000 })) as HTMLElement & {
      editor: Editor;
    }
  ).editor;

describe("essay writing screen", { timeout: 30_000 }, () => {
  it("counts words live against the limit and saves the text as a new version", async () => {
    let saves = 0;
    const NEW_TEXT = "<p>I led the robotics club for two years.</p>";
    const { calls } = openPage(<EssayPage />, BY_STUDENT, PATH, [
      studentsStub(),
      on(counselingEssayEndpoints.getCounselingEssay, anEssay()),
      comments,
      on(counselingEssayEndpoints.listCounselingEssayVersions, () =>
        pageOf(
          saves === 0
            ? [aVersion()]
            : [
                aVersion({
                  id: 72,
                  saved_at: "2026-11-28T09:00:00.000Z",
                  word_count: 8,
                  author: { id: 9, name: "陳老師" },
                }),
                aVersion(),
              ],
        ),
      ),
      on(counselingEssayEndpoints.updateCounselingEssay, (request) => {
        saves += 1;
        return {
          message: "Saved",
          data: anEssay({ content: request.body.content, version: 3, word_count: 8 }),
        };
      }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Leadership" })).toBeTruthy();
    expect(screen.getByTestId("essay-prompt").textContent).toBe(
      "Describe an example of your leadership experience.",
    );
    const editor = await editorOf();
    expect(screen.getByTestId("live-word-count").textContent).toContain("5 / 350 words");
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);

    act(() => {
      editor.commands.setContent(NEW_TEXT, { emitUpdate: true });
    });
    const count = screen.getByTestId("live-word-count").textContent;
    expect(count).toContain("8 / 350 words");
    expect(count).toContain("Unsaved changes");
    expect(screen.getByText(/Save first: comments quote the saved essay/)).toBeTruthy();
    expect(within(await screen.findByTestId("version-list")).getAllByRole("row")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/counseling-essay/301")).toHaveLength(1));
    expect(sent(calls, "PATCH", "/api/counseling-essay/301")[0]?.body).toEqual({
      content: NEW_TEXT,
      version: 2,
    });
    // The versions are read again: the save is the newest one, by its author.
    await waitFor(() =>
      expect(within(screen.getByTestId("version-list")).getAllByRole("row")).toHaveLength(3),
    );
    expect(within(screen.getByTestId("version-list")).getByText("陳老師")).toBeTruthy();
    expect(screen.getByTestId("live-word-count").textContent).not.toContain("Unsaved changes");
  });

  it("compares two versions word by word, marking added and removed words in text, not colour alone", async () => {
    openPage(<EssayPage />, BY_STUDENT, PATH, [
      studentsStub(),
      on(counselingEssayEndpoints.getCounselingEssay, anEssay()),
      comments,
      on(counselingEssayEndpoints.listCounselingEssayVersions, pageOf([aVersion({ id: 72 }), aVersion()])),
      on(
        counselingEssayEndpoints.getCounselingEssayVersion,
        aVersion({ id: 72, content: "<p>I proudly led the robotics team.</p>" }),
        { params: { versionId: 72 } },
      ),
      on(counselingEssayEndpoints.getCounselingEssayVersion, aVersion(), { params: { versionId: 71 } }),
    ]);
    const diff = await screen.findByTestId("version-diff", {}, { timeout: 10_000 });
    const added = [...diff.querySelectorAll("ins")].map((node) => node.textContent);
    const removed = [...diff.querySelectorAll("del")].map((node) => node.textContent);
    expect(added).toEqual(["Added: +proudly (end of change)", "Added: +team. (end of change)"]);
    expect(removed).toEqual(["Removed: −club. (end of change)"]);
    expect(within(diff).getByText("+ 2 words added")).toBeTruthy();
    expect(within(diff).getByText("− 1 word removed")).toBeTruthy();
    expect(diff.textContent).toContain("I");
  });

  it("keeps the writer's text when someone saved first (409) and saves again from the newer version", async () => {
    let reads = 0;
    let saves = 0;
    const { calls } = openPage(<EssayPage />, BY_STUDENT, PATH, [
      studentsStub(),
      on(counselingEssayEndpoints.getCounselingEssay, () => {
        reads += 1;
        return saves === 0
          ? anEssay()
          : anEssay({
              version: 3,
              content: "<p>Their newer text.</p>",
              updated_by: { id: 7, name: "林顧問" },
            });
      }),
      comments,
      on(counselingEssayEndpoints.listCounselingEssayVersions, pageOf([aVersion()])),
      on(counselingEssayEndpoints.updateCounselingEssay, (request) => {
        saves += 1;
        if (saves === 1)
          return reply(409, { message: "Someone saved this essay after you opened it.", code: "conflict" });
        return { message: "Saved", data: anEssay({ content: String(request.body.content), version: 4 }) };
      }),
    ]);
    const editor = await editorOf();
    act(() => {
      editor.commands.setContent("<p>My own draft.</p>", { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const conflict = await screen.findByTestId("essay-conflict");
    expect(conflict.textContent).toContain("林顧問 saved it");
    expect(within(conflict).getByTestId("rich-text-view").textContent).toBe("My own draft.");
    await waitFor(() => expect(editor.getText()).toBe("Their newer text."));
    expect(reads).toBeGreaterThanOrEqual(2);

    act(() => {
      editor.commands.setContent("<p>Their newer text. My own draft.</p>", { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/counseling-essay/301")).toHaveLength(2));
    expect(sent(calls, "PATCH", "/api/counseling-essay/301")[1]?.body).toMatchObject({ version: 3 });
    await waitFor(() => expect(screen.queryByTestId("essay-conflict")).toBeNull());
  });

  it("is not found when the essay belongs to another student than the address names", async () => {
    openPage(<EssayPage />, BY_STUDENT, PATH, [
      studentsStub(),
      on(counselingEssayEndpoints.getCounselingEssay, anEssay({ student_user_id: 99 })),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });
});
