import { counselingTaskEndpoints } from "@edu/shared/counseling-tasks";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { pick } from "../test/pick";
import {
  aMeetingLog,
  aStudentRow,
  classStub,
  closePage,
  openPage,
  pageOf,
  queryOf,
  sent,
  studentsStub,
} from "../test/tasks-kit";
import MeetingLogsPage from "./meeting-logs-page";

afterEach(closePage);

const BY_CLASS = "/private/counseling/:id/meetingLogs";
const logs = (rows = [aMeetingLog()]) => on(counselingTaskEndpoints.listCounselingMeetingLogs, pageOf(rows));

describe("meeting logs page", { timeout: 20_000 }, () => {
  it("lists the class's meetings: date, attendees, notes, next steps", async () => {
    const { calls } = openPage(<MeetingLogsPage />, BY_CLASS, "/private/counseling/77/meetingLogs", [
      studentsStub(),
      logs(),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Meeting logs" })).toBeTruthy();
    const log = await screen.findByTestId("log-601");
    expect(within(log).getByRole("heading", { name: "Meeting on 2026-11-20" })).toBeTruthy();
    expect(within(log).getByText("Attendees: 王美玲 and 陳老師")).toBeTruthy();
    expect(within(log).getByText("Talked about the school list.")).toBeTruthy();
    expect(within(log).getByText("Ask two teachers for letters")).toBeTruthy();
    expect(queryOf(calls, "/api/counseling-meeting-logs", "session_class_id")).toBe("77");
    expect(screen.getByRole("link", { name: "Meeting logs" }).getAttribute("aria-current")).toBe("page");
  });

  it("writes a meeting log with its date, attendees and next steps", async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    openPage(<MeetingLogsPage />, BY_CLASS, "/private/counseling/77/meetingLogs", [
      studentsStub(),
      logs([]),
      classStub(),
      on(counselingTaskEndpoints.createCounselingMeetingLog, (request) => {
        created.push(request.body);
        return { message: "Saved", data: aMeetingLog({ id: 602 }) };
      }),
    ]);
    expect(
      await screen.findByText(
        "No meetings recorded yet. After a meeting, write it down with “New meeting log”.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New meeting log" }));
    const date = screen.getByRole("textbox", { name: /^Meeting date/ });
    await user.clear(date);
    await user.type(date, "2026-11-25");
    await user.tab();
    await pick("Attendees", "陳老師");
    fireEvent.click(screen.getByRole("button", { name: "Add a next step" }));
    await user.type(screen.getByRole("textbox", { name: "Step 1" }), "Send the final list");
    fireEvent.click(screen.getByRole("button", { name: "Save meeting log" }));
    await expect.poll(() => created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      session_class_id: 77,
      meeting_date: "2026-11-25",
      attendee_user_ids: [9],
      next_steps: ["Send the final list"],
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save meeting log" })).toBeNull());
  });

  it("is read-only for a parent: no new, edit or delete", async () => {
    openPage(<MeetingLogsPage />, BY_CLASS, "/private/counseling/77/meetingLogs", [
      studentsStub([aStudentRow({ as: "parent" })]),
      logs([aMeetingLog({ can_edit: 0 })]),
    ]);
    expect(await screen.findByText("You can read the meeting logs; the counselors write them.")).toBeTruthy();
    await screen.findByTestId("log-601");
    expect(screen.queryByRole("button", { name: "New meeting log" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Edit|Delete/ })).toBeNull();
  });

  it("exists by counseling class only: not found by username", async () => {
    const { calls } = openPage(
      <MeetingLogsPage />,
      "/private/counseling/student/:username/meetingLogs",
      "/private/counseling/student/meiling/meetingLogs",
      [],
    );
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
    expect(sent(calls, "GET", "/api/counseling-profiles")).toEqual([]);
  });
});
