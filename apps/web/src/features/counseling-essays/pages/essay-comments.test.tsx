import { counselingEssayEndpoints, type EssayComment } from "@edu/shared/counseling-essays";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { essayKeys } from "../api/counseling-essays-api";
import {
  aComment,
  anEssay,
  aStudentRow,
  aVersion,
  closePage,
  openPage,
  pageOf,
  selectText,
  sent,
  studentsStub,
} from "../test/essays-kit";
import EssayPage from "./essay-page";

afterEach(closePage);

const BY_CLASS = "/private/counseling/:id/essays/:essayId";
const PATH = "/private/counseling/77/essays/301";
const versions = on(counselingEssayEndpoints.listCounselingEssayVersions, pageOf([aVersion()]));

describe("essay comments", { timeout: 30_000 }, () => {
  it("comments on a selected passage, answers it and resolves it (open vs resolved filter)", async () => {
    let threads: EssayComment[] = [];
    const { calls } = openPage(<EssayPage />, BY_CLASS, PATH, [
      studentsStub(),
      on(counselingEssayEndpoints.getCounselingEssay, anEssay()),
      versions,
      on(counselingEssayEndpoints.listCounselingEssayComments, () => ({
        data: threads,
        can_resolve: 1 as const,
      })),
      on(counselingEssayEndpoints.createCounselingEssayComment, (request) => {
        const made = aComment({ body: String(request.body.body), is_mine: 1 });
        if (request.body.parent_id === null) threads = [made];
        else
          threads = threads.map((thread) => ({
            ...thread,
            replies: [{ ...made, id: 902, parent_id: 901, quote: null, start_offset: null }],
          }));
        const { replies: _none, ...saved } = made;
        return { message: "Comment added", data: saved };
      }),
      on(counselingEssayEndpoints.updateCounselingEssayComment, (request) => {
        threads = threads.map((thread) => ({ ...thread, status: request.body.status ?? thread.status }));
        const { replies: _replies, ...first } = threads[0] as EssayComment;
        return { message: "Comment saved", data: first };
      }),
    ]);
    const content = await screen.findByTestId("rich-text-content", {}, { timeout: 10_000 });
    expect(await screen.findByText("No comments yet.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Comment on the selected passage" }));
    expect(screen.getByText("Select a passage of the essay first.")).toBeTruthy();

    selectText(content, "robotics club");
    fireEvent.click(screen.getByRole("button", { name: "Comment on the selected passage" }));
    expect(screen.getByTestId("new-comment-quote").textContent).toContain("robotics club");
    fireEvent.change(screen.getByLabelText("Your comment"), { target: { value: "Say what you built." } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/counseling-essay/301/comments")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/counseling-essay/301/comments")[0]?.body).toEqual({
      body: "Say what you built.",
      parent_id: null,
      anchor: { quote: "robotics club", start: 10 },
    });
    const thread = await screen.findByTestId("comment-901");
    expect(within(thread).getByText("robotics club")).toBeTruthy();
    expect(within(thread).getByText("陳老師 · 2026-11-21", { exact: false })).toBeTruthy();
    expect(within(thread).getByText("Open")).toBeTruthy();

    fireEvent.click(within(thread).getByRole("button", { name: "Reply" }));
    fireEvent.change(within(thread).getByLabelText("Your reply"), { target: { value: "A climbing robot." } });
    fireEvent.click(within(thread).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/counseling-essay/301/comments")).toHaveLength(2));
    expect(sent(calls, "POST", "/api/counseling-essay/301/comments")[1]?.body).toMatchObject({
      parent_id: 901,
      anchor: null,
    });
    expect(await within(screen.getByTestId("comment-901")).findByText("A climbing robot.")).toBeTruthy();

    fireEvent.click(within(screen.getByTestId("comment-901")).getByRole("button", { name: "Resolve" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/counseling-essay-comment/901")).toHaveLength(1));
    expect(sent(calls, "PATCH", "/api/counseling-essay-comment/901")[0]?.body).toEqual({
      status: "resolved",
    });
    // Resolved threads leave the "open" view and are found under "Resolved".
    expect(await screen.findByText("No comments in this view.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Resolved (1)" }));
    const resolved = await screen.findByTestId("comment-901");
    expect(within(resolved).getByText("Resolved")).toBeTruthy();
    expect(within(resolved).getByRole("button", { name: "Reopen" })).toBeTruthy();
  });

  it("lets a parent read and comment but shows no edit controls", async () => {
    const { calls } = openPage(<EssayPage />, BY_CLASS, PATH, [
      studentsStub([aStudentRow({ as: "parent" })]),
      on(
        counselingEssayEndpoints.getCounselingEssay,
        anEssay({ can_write: 0, can_resolve: 0, document_url: "https://docs.example.com/d/1" }),
      ),
      versions,
      on(counselingEssayEndpoints.listCounselingEssayComments, { data: [aComment()], can_resolve: 0 }),
      on(counselingEssayEndpoints.createCounselingEssayComment, (request) => ({
        message: "Comment added",
        data: (({ replies: _none, ...saved }) => saved)(
          aComment({ body: String(request.body.body), is_mine: 1 }),
        ),
      })),
    ]);
    const view = await screen.findByTestId("rich-text-view");
    expect(view.textContent).toBe("I led the robotics club.");
    expect(
      screen.getByText(
        "You can read this essay and comment on it; the student and the counselors change it.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the linked cloud document" }).getAttribute("href")).toBe(
      "https://docs.example.com/d/1",
    );
    expect(screen.queryByTestId("rich-text-content")).toBeNull();
    expect(document.querySelector("[contenteditable='true']")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Mark .* complete/ })).toBeNull();
    expect(screen.queryByLabelText("Linked cloud document (optional)")).toBeNull();
    const thread = await screen.findByTestId("comment-901");
    expect(within(thread).queryByRole("button", { name: "Resolve" })).toBeNull();
    expect(within(thread).getByRole("button", { name: "Reply" })).toBeTruthy();

    selectText(view, "led the");
    fireEvent.click(screen.getByRole("button", { name: "Comment on the selected passage" }));
    fireEvent.change(screen.getByLabelText("Your comment"), { target: { value: "Lovely start." } });
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/counseling-essay/301/comments")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/counseling-essay/301/comments")[0]?.body).toMatchObject({
      anchor: { quote: "led the", start: 2 },
    });
    expect(sent(calls, "PATCH", "/api/counseling-essay/301")).toEqual([]);
  });

  it("reads the comments again when the essay opens, however recently they were read", async () => {
    // As the app's client keeps answers (a minute fresh), holding the comments of an earlier visit: none.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(essayKeys.comments(301), { data: [], can_resolve: 1 as const });
    openPage(
      <EssayPage />,
      BY_CLASS,
      PATH,
      [
        studentsStub(),
        on(counselingEssayEndpoints.getCounselingEssay, anEssay()),
        versions,
        on(counselingEssayEndpoints.listCounselingEssayComments, { data: [aComment()], can_resolve: 1 }),
      ],
      client,
    );
    const thread = await screen.findByTestId("comment-901", {}, { timeout: 10_000 });
    expect(within(thread).getByText("Say what you built.")).toBeTruthy();
  });
});
