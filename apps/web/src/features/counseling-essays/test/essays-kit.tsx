import type { Essay, EssayComment, EssayVersion } from "@edu/shared/counseling-essays";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, stubEndpoints } from "../../../test/stub-endpoints";
import { aStudentRow, STUDENT, studentsStub } from "../../counseling-profile/test/workspace-page-kit";

export { aStudentRow, STUDENT, studentsStub };

export const COUNSELOR = { id: 9, name: "陳老師" };

/** Essay 301 of 王美玲 for Berkeley, as a counselor reads it. */
export function anEssay(patch: Partial<Essay> = {}): Essay {
  return {
    id: 301,
    student_user_id: STUDENT.id,
    counseling_school_id: 501,
    school_name: "University of California-Berkeley",
    prompt: "Describe an example of your leadership experience.",
    title: "Leadership",
    word_limit: 350,
    status: "in_progress",
    completed: 0,
    word_count: 4,
    document_url: "",
    version: 2,
    open_comments: 1,
    created_at: "2026-11-01T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    updated_by: { id: STUDENT.id, name: "王美玲" },
    content: "<p>I led the robotics club.</p>",
    can_write: 1,
    can_resolve: 1,
    ...patch,
  };
}

export function aVersion(patch: Partial<EssayVersion> = {}): EssayVersion {
  return {
    id: 71,
    essay_id: 301,
    author: { id: STUDENT.id, name: "王美玲" },
    started_at: "2026-11-20T08:00:00.000Z",
    saved_at: "2026-11-20T08:05:00.000Z",
    word_count: 5,
    content: "<p>I led the robotics club.</p>",
    ...patch,
  };
}

export function aComment(patch: Partial<EssayComment> = {}): EssayComment {
  return {
    id: 901,
    essay_id: 301,
    parent_id: null,
    quote: "robotics club",
    start_offset: 10,
    body: "Say what you built.",
    author: COUNSELOR,
    status: "open",
    resolved_by: null,
    resolved_at: null,
    created_at: "2026-11-21T08:00:00.000Z",
    updated_at: "2026-11-21T08:00:00.000Z",
    is_mine: 0,
    replies: [],
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 100,
  total: rows.length,
  last_page: 1,
});

/**
 * `page` (route `pattern`) opened at `path`, the API answered by `stubs`; `client`: a query client holding
 * answers read before (a fresh one when left out).
 */
export function openPage(
  page: ReactNode,
  pattern: string,
  path: string,
  stubs: EndpointStub[],
  client?: QueryClient,
) {
  const stub = stubEndpoints(stubs);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, client, pattern);
  return { ...view, calls: stub.calls };
}

export function closePage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
  window.getSelection()?.removeAllRanges();
}

/** The requests the page sent with `method` to `path` (query left out). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);

/** Selects `text` inside `root` as a reader's mouse would (the first text node holding it). */
export function selectText(root: Element, text: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the element`);
}
