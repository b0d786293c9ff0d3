import { counselingEssayEndpoints } from "@edu/shared/counseling-essays";
import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import { anEssay, aStudentRow, closePage, openPage, pageOf, sent, studentsStub } from "../test/essays-kit";
import EssaysPage from "./essays-page";

afterEach(closePage);

const BY_STUDENT = "/private/counseling/student/:username/essays";
const BY_CLASS = "/private/counseling/:id/essays";
const COMMON = anEssay({
  id: 302,
  counseling_school_id: null,
  school_name: null,
  title: "",
  prompt: "Common App personal essay",
  word_limit: 650,
  word_count: 700,
  status: "finished",
  completed: 1,
  open_comments: 0,
});
const { content: _c, can_write: _w, can_resolve: _r, ...BERKELEY } = anEssay();
const { content: _c2, can_write: _w2, can_resolve: _r2, ...COMMON_ROW } = COMMON;
const essays = (canWrite: 0 | 1, rows = [BERKELEY, COMMON_ROW]) =>
  on(counselingEssayEndpoints.listCounselingEssays, { ...pageOf(rows), can_write: canWrite });

describe("essays page", { timeout: 20_000 }, () => {
  it("lists the essays with school or common prompt, status, words against the limit and open comments", async () => {
    const { calls } = openPage(<EssaysPage />, BY_STUDENT, "/private/counseling/student/meiling/essays", [
      studentsStub(),
      essays(1),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Essays" })).toBeTruthy();
    const list = await screen.findByTestId("essay-list");
    expect(within(list).getByRole("link", { name: "Leadership" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/essays/301",
    );
    expect(within(list).getByText("University of California-Berkeley")).toBeTruthy();
    expect(within(list).getByText("Common prompt (not for one school)")).toBeTruthy();
    expect(within(list).getByText("In progress")).toBeTruthy();
    expect(within(list).getByText("Finished")).toBeTruthy();
    expect(within(list).getByText("Marked complete")).toBeTruthy();
    expect(within(list).getByText("4 / 350 words")).toBeTruthy();
    expect(within(list).getByText(/700 \/ 650 words · 50 words over the limit/)).toBeTruthy();
    expect(within(list).getByText("1 open")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Essays", current: "page" })).toBeTruthy();
    const query = new URL(sent(calls, "GET", "/api/counseling-essays")[0]?.url ?? "", "http://x")
      .searchParams;
    expect(query.get("student_user_id")).toBe("41");
  });

  it("starts an essay for a school of the list and opens it", async () => {
    const { calls, router } = openPage(<EssaysPage />, BY_CLASS, "/private/counseling/77/essays", [
      studentsStub(),
      essays(1, []),
      on(
        counselingSchoolEndpoints.listCounselingSchools,
        fillAnswer(counselingSchoolEndpoints.listCounselingSchools, {
          ...pageOf([
            { id: 501, school: { name: "加州大學柏克萊分校", name_en: "University of California-Berkeley" } },
          ]),
        }),
      ),
      on(counselingEssayEndpoints.createCounselingEssay, (request) => ({
        message: "Essay created",
        data: anEssay({ id: 305, prompt: String(request.body.prompt), content: "", version: 0 }),
      })),
    ]);
    expect(await screen.findByText(/No essays yet. Start one with “New essay”/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New essay" }));
    fireEvent.click(screen.getByRole("button", { name: "Start the essay" }));
    expect(await screen.findByText("Write the prompt the essay answers.")).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-essay")).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Prompt/), { target: { value: "Why Berkeley?" } });
    fireEvent.change(screen.getByLabelText("Word limit (optional)"), { target: { value: "350" } });
    const target = screen.getByRole("combobox", { name: "Essay for" });
    fireEvent.click(target);
    fireEvent.click(await screen.findByRole("option", { name: /加州大學柏克萊分校/, hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Start the essay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/private/counseling/77/essays/305"));
    expect(sent(calls, "POST", "/api/counseling-essay")[0]?.body).toMatchObject({
      student_user_id: 41,
      counseling_school_id: 501,
      prompt: "Why Berkeley?",
      word_limit: 350,
    });
  });

  it("marks an essay complete and deletes one after confirming", async () => {
    const { calls } = openPage(<EssaysPage />, BY_STUDENT, "/private/counseling/student/meiling/essays", [
      studentsStub(),
      essays(1),
      on(counselingEssayEndpoints.completeCounselingEssay, (request) => ({
        message: "Marked complete",
        data: anEssay({ completed: request.body.completed ? 1 : 0 }),
      })),
      on(counselingEssayEndpoints.deleteCounselingEssay, { message: "Deleted successfully" }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Mark Leadership complete" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/counseling-essay/301/complete")).toHaveLength(1));
    expect(sent(calls, "POST", "/api/counseling-essay/301/complete")[0]?.body).toEqual({ completed: 1 });
    expect(screen.getByRole("button", { name: "Mark Common App personal essay incomplete" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete Leadership" }));
    expect(sent(calls, "DELETE", "/api/counseling-essay/301")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(sent(calls, "DELETE", "/api/counseling-essay/301")).toHaveLength(1));
  });

  it("is read-only for a parent: no new essay, no actions", async () => {
    openPage(<EssaysPage />, BY_CLASS, "/private/counseling/77/essays", [
      studentsStub([aStudentRow({ as: "parent" })]),
      essays(0),
    ]);
    expect(
      await screen.findByText(
        "You can read these essays and comment on them; the student and the counselors write them.",
      ),
    ).toBeTruthy();
    await screen.findByTestId("essay-list");
    expect(screen.queryByRole("button", { name: "New essay" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete|Mark/ })).toBeNull();
  });

  it("is not found for a student the caller may not see", async () => {
    openPage(<EssaysPage />, BY_STUDENT, "/private/counseling/student/someone/essays", [studentsStub([])]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });
});
