import { vocabularyEndpoints as endpoints } from "@edu/shared/vocabulary";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aList, aWord, closeVocabPage, LIST_ID, openVocabPage, pageOf, sent } from "../test/vocab-kit";
import FlashcardListPage from "./flashcard-list-page";
import MyListWordsPage from "./my-list-words-page";
import MyListsPage from "./my-lists-page";

afterEach(closeVocabPage);

const SHARED = aList({
  id: 15,
  title: "Teacher Lin's SAT list",
  sharing: "public",
  is_mine: 0,
  owner: { id: 7, name: "林老師" },
});
const REVIEWED = aWord({
  id: 102,
  word: "banal",
  card: {
    id: 900,
    state: "review",
    due: "2026-12-02T08:00:00.000Z",
    last_review: "2026-11-28T08:00:00.000Z",
    stability: 4,
    difficulty: 5,
    reps: 2,
    lapses: 0,
  },
});

describe("a list's words", () => {
  it("finds a shared list by its title and shows its words with the reader's cards, read only", async () => {
    const { calls } = openVocabPage(<FlashcardListPage />, {
      path: `/flashcards/list/${encodeURIComponent(SHARED.title)}`,
      pattern: "/flashcards/list/:title",
      stubs: [
        on(endpoints.listVocabCollectTitles, {
          data: [
            {
              id: 15,
              title: SHARED.title,
              owner: SHARED.owner,
              is_mine: 0,
              sharing: "public",
              word_count: 2,
            },
          ],
        }),
        on(endpoints.getVocabCollect, SHARED, { params: { id: 15 } }),
        on(endpoints.listCollectVocabs, pageOf([aWord(), REVIEWED])),
      ],
    });
    const words = await screen.findByRole("list", { name: `Words in “${SHARED.title}”` });
    expect(
      within(words)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("p")?.textContent),
    ).toEqual(["abate", "banal"]);
    expect(within(words).getByText("Not started")).toBeTruthy();
    expect(within(words).getByText("Review")).toBeTruthy();
    expect(screen.getByText("List by 林老師")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Memorize" }).getAttribute("href")).toBe(
      `/flashcards/memorize/${encodeURIComponent(SHARED.title)}`,
    );
    expect(
      new URL(sent(calls, "GET", "/api/vocab-collects/list")[0]?.url ?? "", "http://x").searchParams.get(
        "title",
      ),
    ).toBe(SHARED.title);
    expect(sent(calls, "GET", "/api/vocab/list")[0]?.url).toContain("collect_id=15");
  });

  it("says not found for a title no readable list has", async () => {
    openVocabPage(<FlashcardListPage />, {
      path: "/flashcards/list/nothing",
      pattern: "/flashcards/list/:title",
      stubs: [on(endpoints.listVocabCollectTitles, { data: [] })],
    });
    expect(await screen.findByRole("heading", { name: "We couldn't find this record" })).toBeTruthy();
  });

  it("lets the owner take a word out and add one from the search", async () => {
    const { calls } = openVocabPage(<MyListWordsPage />, {
      path: `/myvocablists/list?id=${LIST_ID}`,
      pattern: "/myvocablists/list",
      stubs: [
        on(endpoints.getVocabCollect, aList()),
        on(endpoints.listCollectVocabs, pageOf([aWord()])),
        on(endpoints.removeVocabFromCollect, { collect: aList({ word_count: 2 }) }),
        on(endpoints.listVocabs, pageOf([REVIEWED])),
        on(endpoints.addVocabToCollect, { collect: aList() }),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove “abate” from the list" }));
    await waitFor(() =>
      expect(sent(calls, "DELETE", `/api/vocab-collects/${LIST_ID}/vocab/101`)).toHaveLength(1),
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Search words" }), { target: { value: "ban" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add “banal” to the list" }));
    expect(await screen.findByText("Added")).toBeTruthy();
    expect(sent(calls, "POST", `/api/vocab-collects/${LIST_ID}/vocab`)[0]?.body).toEqual({
      vocab_ids: [102],
    });
  });
});

describe("my lists", () => {
  it("creates a list shared with everyone, and deletes one in two clicks", async () => {
    const { calls } = openVocabPage(<MyListsPage />, {
      path: "/my-vocab-lists",
      stubs: [
        on(endpoints.listVocabCollects, pageOf([aList()])),
        on(endpoints.createVocabCollect, {
          collect: aList({ id: 13, title: "Hard words", sharing: "public" }),
        }),
        on(endpoints.deleteVocabCollect, { ok: true }),
      ],
    });
    const lists = await screen.findByRole("list", { name: "My word lists" });
    expect(within(lists).getByText("1 of 3 words started · 1 due")).toBeTruthy();
    expect(within(lists).getByRole("link", { name: "Review 1 due" }).getAttribute("href")).toBe(
      `/myvocablists/startlist?id=${LIST_ID}`,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: " Hard words " } });
    fireEvent.click(screen.getByRole("combobox", { name: "Who can study it" }));
    fireEvent.click(await screen.findByRole("option", { name: "Everyone", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Create list" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/vocab-collects")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/vocab-collects")[0]?.body).toEqual({
      title: "Hard words",
      description: "",
      sharing: "public",
      session_class_id: null,
    });
    fireEvent.click(within(lists).getByRole("button", { name: "Delete “SAT week 1”" }));
    fireEvent.click(within(lists).getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(sent(calls, "DELETE", `/api/vocab-collects/${LIST_ID}`)).toHaveLength(1));
  });
});
