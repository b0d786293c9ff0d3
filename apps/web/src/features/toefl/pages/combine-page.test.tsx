import { toeflEndpoints } from "@edu/shared/toefl";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aTranscript, closeToeflPage, openToeflPage, pageOf, STUDENT } from "../test/toefl-kit";
import CombinePage from "./combine-page";

afterEach(closeToeflPage);

const best = (key: string, en: string, score: number, examId: number) => ({
  key,
  title: { en },
  score,
  band: 4,
  exam_id: examId,
  submitted_at: examId === 61 ? "2026-10-01T10:00:00.000Z" : "2026-11-20T10:00:00.000Z",
});
const combined = (id: number | null) => ({
  id,
  student: STUDENT,
  sections: [best("reading", "Reading", 26, 61), best("listening", "Listening", 25, 62)],
  total: 51,
  band: 4,
  exam_ids: [61, 62],
  note: "",
  created_at: id ? "2026-11-28T12:00:00.000Z" : null,
  created_by: null,
});

describe("/toefl/testresults/combine", { timeout: 15_000 }, () => {
  it("shows each section's best score with the sitting it came from, and saves the combination", async () => {
    const { calls } = openToeflPage(<CombinePage />, {
      path: `/toefl/testresults/combine?student=${STUDENT.id}`,
      roles: ["teacher"],
      stubs: [
        on(toeflEndpoints.listToeflsTranscriptsTakenExamUsers, pageOf([])),
        on(
          toeflEndpoints.listToeflsTranscripts,
          pageOf([
            aTranscript({ exam_id: 62, submitted_at: "2026-11-20T10:00:00.000Z" }),
            aTranscript({ exam_id: 61, submitted_at: "2026-10-01T10:00:00.000Z" }),
          ]),
        ),
        on(toeflEndpoints.getToeflsTranscriptsCombine, { data: combined(null), stored: [] }),
        on(toeflEndpoints.createToeflsTranscriptsCombine, { data: combined(5), stored: [] }),
      ],
    });
    const table = await screen.findByRole("table", { name: "Best of the chosen sittings" });
    const reading = within(table).getByRole("row", { name: /Reading/ });
    expect(within(reading).getByText("26 / 30 · band 4")).toBeTruthy();
    expect(within(reading).getByRole("link", { name: "Sitting of 2026-10-01" }).getAttribute("href")).toBe(
      "/toefl/transcript?exam=61",
    );
    expect(screen.getByText("Total 51 / 120")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: /2026-10-01/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes("exam_ids=62") && !c.url.includes("61"))).toBe(true),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: /2026-10-01/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save this combined transcript" }));
    expect(await screen.findByText("The combined transcript is saved.")).toBeTruthy();
    const saved = calls.find((c) => c.method === "POST" && c.url.endsWith("/api/toefls/transcripts/combine"));
    expect(saved?.body).toEqual({ student_id: STUDENT.id, exam_ids: [62, 61], note: "" });
  });
});
