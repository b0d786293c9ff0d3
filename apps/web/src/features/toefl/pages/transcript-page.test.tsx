import { toeflEndpoints } from "@edu/shared/toefl";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aTranscript, closeToeflPage, EXAM_ID, openToeflPage } from "../test/toefl-kit";
import TranscriptPage from "./transcript-page";

afterEach(closeToeflPage);

describe("/toefl/transcript", { timeout: 15_000 }, () => {
  it("says which grades are pending and keeps the total until they come", async () => {
    openToeflPage(<TranscriptPage />, {
      path: `/toefl/transcript?exam=${EXAM_ID}`,
      stubs: [on(toeflEndpoints.getToeflsTranscript, { data: aTranscript() })],
    });
    expect(await screen.findByRole("heading", { name: "Transcript: TOEFL mock", level: 1 })).toBeTruthy();
    expect(screen.getByText("Grades pending")).toBeTruthy();
    expect(screen.getByText("2 answers waiting for a grade")).toBeTruthy();
    expect(screen.getByText("24 / 30")).toBeTruthy();
    expect(screen.getByText("— / 30")).toBeTruthy();
  });

  it("shows the total 0–120 and the 1–6 band once graded", async () => {
    const graded = aTranscript({ state: "graded", pending: 0, total: 90, band: 4.5 });
    graded.sections = graded.sections.map((s) => ({ ...s, score: s.score ?? 24, band: 4.5, pending: 0 }));
    openToeflPage(<TranscriptPage />, {
      path: `/toefl/transcript?exam=${EXAM_ID}`,
      stubs: [on(toeflEndpoints.getToeflsTranscript, { data: graded })],
    });
    expect(await screen.findByText("90")).toBeTruthy();
    expect(screen.getByText("/ 120")).toBeTruthy();
    expect(screen.getByText("4.5")).toBeTruthy();
    expect(screen.queryByText("Grades pending")).toBeNull();
  });

  it("lets staff set a section's score with a reason (students do not see the form)", async () => {
    const { calls } = openToeflPage(<TranscriptPage />, {
      path: `/toefl/transcript?exam=${EXAM_ID}`,
      roles: ["staff"],
      stubs: [
        on(toeflEndpoints.getToeflsTranscript, { data: aTranscript() }),
        on(toeflEndpoints.updateToeflsUpdateScore, { data: aTranscript() }),
      ],
    });
    const save = await screen.findByRole("button", { name: "Save the score" });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("combobox", { name: "Section" }));
    fireEvent.click(await screen.findByRole("option", { name: "Reading", hidden: true }));
    fireEvent.change(screen.getByRole("textbox", { name: /^Score 0–30/ }), { target: { value: "28" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Reason/ }), {
      target: { value: "Paper section rescored" },
    });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      exam_id: EXAM_ID,
      section: "reading",
      score: 28,
      reason: "Paper section rescored",
    });
  });

  it("shows no score form to the student", async () => {
    openToeflPage(<TranscriptPage />, {
      path: `/toefl/transcript?exam=${EXAM_ID}`,
      stubs: [on(toeflEndpoints.getToeflsTranscript, { data: aTranscript() })],
    });
    expect(await screen.findByText("Grades pending")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the score" })).toBeNull();
  });
});
