import { createPlannedLessonsSchema } from "@edu/shared";
import { like } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { sessionClasses } from "../classes";
import { addPlannedLessons } from "./lesson-schedule.service";

/**
 * Planned lessons for the demo group classes still running: the next four weeks on their weekdays
 * (so the class pages' Schedule tab, the calendar feeds and the "lesson tomorrow" notices have
 * something ahead), and one lesson of the online TOEFL class three days ago left without a log (the
 * admins' "attendance not marked" to-do).
 */
export const demoLessonScheduleSeed: DemoSeed = {
  name: "demo-lesson-schedule",
  run: async (tx) => {
    const { admin } = await demoPeople(tx, []);
    const today = new Date().toISOString().slice(0, 10);
    const plans = [
      { pattern: "ACT Math & Science", time: "09:30", minutes: 180, weekdays: [6] },
      { pattern: "TOEFL Speaking & Writing (online)", time: "19:30", minutes: 90, weekdays: [2, 4] },
      { pattern: "SAT Reading & Writing A", time: "09:00", minutes: 210, weekdays: [1, 3, 5] },
    ];
    for (const plan of plans) {
      const [cls] = await tx
        .select({ id: sessionClasses.id, end: sessionClasses.endDate })
        .from(sessionClasses)
        .where(like(sessionClasses.name, plan.pattern))
        .limit(1);
      if (!cls || (cls.end && cls.end < today)) continue;
      const until = cls.end && cls.end < addDays(today, 28) ? cls.end : addDays(today, 28);
      await addPlannedLessons(
        tx,
        admin,
        cls.id,
        createPlannedLessonsSchema.parse({
          date: addDays(today, 1),
          time: plan.time,
          duration_minutes: plan.minutes,
          weekdays: plan.weekdays,
          until,
        }),
      );
      if (plan.pattern.startsWith("TOEFL"))
        await addPlannedLessons(
          tx,
          admin,
          cls.id,
          createPlannedLessonsSchema.parse({
            date: addDays(today, -3),
            time: plan.time,
            duration_minutes: plan.minutes,
            note: "Make-up lesson",
          }),
        );
    }
  },
};
