import { vocabularyEndpoints as endpoints } from "@edu/shared/vocabulary";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aWord, closeVocabPage, openVocabPage, pageOf, sent } from "../test/vocab-kit";
import MyWordsListPage from "./my-words-list-page";
import MyWordsPage from "./my-words-page";

afterEach(closeVocabPage);

type MyWord = ReturnType<typeof aWord> & { added: 0 | 1; missed: 0 | 1 };
const ADDED: MyWord = { ...aWord({ liked_by_me: 1, likes_count: 3 }), added: 1, missed: 0 };
const MISSED: MyWord = { ...aWord({ id: 103, word: "cajole" }), added: 0, missed: 1 };

describe("my words", () => {
  it("counts the words added and missed, each with its list", async () => {
    openVocabPage(<MyWordsPage />, {
      path: "/mywords",
      stubs: [
        on(endpoints.listMyWords, (request) => {
          const filter = request.query.get("filter");
          return pageOf(
            filter === "added" ? [ADDED] : filter === "missed" ? [MISSED] : [ADDED],
            filter === "all" ? 2 : 1,
          );
        }),
      ],
    });
    await waitFor(() => expect(screen.getByLabelText("Number of words: All").textContent).toBe("2"));
    expect(screen.getByLabelText("Number of words: Missed").textContent).toBe("1");
    expect(screen.getByRole("link", { name: "See Missed" }).getAttribute("href")).toBe(
      "/mywords/list?filter=missed",
    );
  });

  it("lists the words of a group, switches group, and takes an added word out", async () => {
    const { calls } = openVocabPage(<MyWordsListPage />, {
      path: "/mywords/list?filter=added",
      pattern: "/mywords/list",
      stubs: [
        on(endpoints.listMyWords, (request) =>
          pageOf(request.query.get("filter") === "missed" ? [MISSED] : [ADDED]),
        ),
        on(endpoints.toggleVocabBackLike, { liked: 0, likes_count: 2 }),
      ],
    });
    const added = await screen.findByRole("list", { name: "My words: Added" });
    expect(within(added).getByText("abate")).toBeTruthy();
    fireEvent.click(within(added).getByRole("button", { name: "In my words (3)" }));
    expect(await within(added).findByRole("button", { name: "Add to my words (2)" })).toBeTruthy();
    expect(sent(calls, "POST", "/api/vocab-back/101/toggle-like")).toHaveLength(1);
    fireEvent.click(screen.getByRole("radio", { name: "Missed" }));
    const missed = await screen.findByRole("list", { name: "My words: Missed" });
    expect(await within(missed).findByText("cajole")).toBeTruthy();
    expect(sent(calls, "GET", "/api/mywords").at(-1)?.url).toContain("filter=missed");
  });
});
