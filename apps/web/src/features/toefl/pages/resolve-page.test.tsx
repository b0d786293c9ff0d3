import { testAssignmentEndpoints } from "@edu/shared/test-assignments";
import { toeflEndpoints } from "@edu/shared/toefl";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { on, reply } from "../../../test/stub-endpoints";
import { aSheet, aTranscript, closeToeflPage, EXAM_ID, openToeflPage, pageOf } from "../test/toefl-kit";
import ResolvePage from "./resolve-page";

afterEach(closeToeflPage);

const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);

describe("/toefl/resolve", { timeout: 15_000 }, () => {
  it("lists sittings waiting for grades", async () => {
    openToeflPage(<ResolvePage />, {
      path: "/toefl/resolve",
      roles: ["teacher"],
      stubs: [on(toeflEndpoints.listToeflsTranscripts, pageOf([aTranscript()]))],
    });
    const link = await screen.findByRole("link", { name: /王美玲 · TOEFL mock/ });
    expect(link.getAttribute("href")).toBe(`/toefl/resolve?exam=${EXAM_ID}`);
    expect(screen.getByText("2 to grade")).toBeTruthy();
  });

  it("grades each recording 0–4 with the rubric, then 'grading done' mails the student once", async () => {
    let scores: [number | null, number | null] = [null, 3];
    const { calls } = openToeflPage(<ResolvePage />, {
      path: `/toefl/resolve?exam=${EXAM_ID}`,
      roles: ["teacher"],
      stubs: [
        on(toeflEndpoints.getToeflsTranscript, { data: aTranscript() }),
        on(testAssignmentEndpoints.getTestGrading, () => aSheet(scores)),
        on(toeflEndpoints.getToeflsQuestionExp, reply(409, { message: "Not yet", code: "conflict" })),
        on(toeflEndpoints.updateToeflsGrade, (request) => {
          scores = [request.body.score, 3];
          return aSheet(scores);
        }),
        on(toeflEndpoints.createToeflsCorrectedById, {
          data: { exam_id: EXAM_ID, mailed: 1, mailed_at: "2026-11-28T12:00:00.000Z" },
        }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Grade 王美玲's TOEFL" })).toBeTruthy();
    const recording = screen.getByLabelText("Recording of task 1");
    expect(recording.getAttribute("src")).toBe("/files/501");
    expect(screen.getAllByText("Level 4 speech")).toHaveLength(2);
    const done = screen.getByRole("button", { name: "Grading done: mail the student" });
    expect(done).toHaveProperty("disabled", true);

    fireEvent.click(screen.getAllByRole("radio", { name: "2" })[0] as HTMLElement);
    fireEvent.change(screen.getAllByLabelText("Comment for the student")[0] as HTMLElement, {
      target: { value: "Clear points; add an example." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the grade of task 1" }));
    await waitFor(() => expect(sent(calls, "PUT", "/api/toefls/grade")).toHaveLength(1));
    expect(sent(calls, "PUT", "/api/toefls/grade")[0]?.body).toEqual({
      exam_id: EXAM_ID,
      item_key: "toefl-s1",
      score: 2,
      comment: "Clear points; add an example.",
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Grading done: mail the student" })).toHaveProperty(
        "disabled",
        false,
      ),
    );

    fireEvent.click(screen.getByRole("button", { name: "Grading done: mail the student" }));
    expect(await screen.findByText("The student is mailed that grading is done.")).toBeTruthy();
    expect(sent(calls, "POST", `/api/toefls/corrected/${EXAM_ID}`)).toHaveLength(1);
  });

  it("is refused to a student", async () => {
    openToeflPage(<ResolvePage />, { path: "/toefl/resolve", stubs: [] });
    expect(await screen.findByText(/permission/i)).toBeTruthy();
  });
});
