import {
  createCounselingSubtaskSchema,
  createCounselingTaskSchema,
  createMeetingLogSchema,
} from "@edu/shared/counseling-tasks";
import { addDays, schoolToday } from "../../school-calendar";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { createSubtask } from "./counseling-subtasks.service";
import { createTask, updateTask } from "./counseling-tasks.service";
import { counselingClassOf } from "./counseling-tasks-access";
import { createMeetingLog } from "./meeting-logs.service";

/**
 * Ethan Huang's (黃宇恩) tasks in his counseling class (counseling-profile's demo step): his counselor's
 * essay task with three steps (one done, so it is in progress), recommendations due next week, a task
 * he added himself and finished; and the class's first meeting, his mother attending.
 */
export const demoCounselingTasksSeed: DemoSeed = {
  name: "demo-counseling-tasks",
  run: async (tx, { config }) => {
    const people = await demoPeople(tx, ["teacher", "student", "parent"]);
    const counselor = { id: people.id("teacher"), roles: ["teacher" as const] };
    const studentId = people.id("student");
    const student = { id: studentId, roles: ["student" as const] };
    const today = schoolToday(new Date(), config.SCHOOL_TIME_ZONE);
    const classId = await counselingClassOf(tx, studentId, null);

    const essay = await createTask(
      tx,
      counselor,
      createCounselingTaskSchema.parse({
        student_user_id: studentId,
        session_class_id: classId,
        title: "Common App personal essay",
        description: "<p>Pick one prompt and bring a full draft to our next meeting.</p>",
        due_date: addDays(today, 14),
        assignee_user_id: studentId,
      }),
      "en",
    );
    const steps = ["Choose a prompt", "Write the first draft", "Revise with counselor comments"];
    for (const [index, title] of steps.entries()) {
      await createSubtask(
        tx,
        counselor,
        createCounselingSubtaskSchema.parse({
          task_id: essay.data.id,
          title,
          status: index === 0 ? "finished" : "unfinished",
          due_date: addDays(today, 4 * (index + 1)),
        }),
        "en",
      );
    }
    await createTask(
      tx,
      counselor,
      createCounselingTaskSchema.parse({
        student_user_id: studentId,
        title: "Ask two teachers for recommendation letters",
        due_date: addDays(today, 7),
        assignee_user_id: studentId,
      }),
      "en",
    );
    const own = await createTask(
      tx,
      student,
      createCounselingTaskSchema.parse({
        student_user_id: studentId,
        title: "Register for the October SAT",
        due_date: addDays(today, -3),
      }),
      "en",
    );
    await updateTask(tx, student, own.data.id, { status: "finished" }, "en");

    await createMeetingLog(
      tx,
      counselor,
      createMeetingLogSchema.parse({
        session_class_id: classId,
        meeting_date: addDays(today, -7),
        attendee_user_ids: [counselor.id, studentId, people.id("parent")],
        notes:
          "<p>Went over the school list and the essay plan. Ethan prefers the prompt about a challenge.</p>",
        next_steps: ["Draft the personal essay", "Ask two teachers for recommendations"],
      }),
      "en",
    );
  },
};
