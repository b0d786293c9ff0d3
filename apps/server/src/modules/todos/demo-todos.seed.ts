import { todoInputSchema } from "@edu/shared";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { createTodo, updateTodo } from "./todos.service";

/** The admin's to-do panel: something late, something today with a reminder, a done item, an all-day one. */
export const demoTodosSeed: DemoSeed = {
  name: "demo-todos",
  run: async (tx) => {
    const { admin, id } = await demoPeople(tx, []);
    const today = new Date().toISOString().slice(0, 10);
    const me = [{ user_id: id("admin") }];
    const items = [
      {
        title: "確認林家十二月的轉帳收據",
        from_date: addDays(today, -2),
        from_time: "10:00",
        url: "/bill",
        need_reminder: 1,
      },
      {
        title: "Call Ms. Chen about the SAT trial class",
        from_date: today,
        from_time: "16:30",
        reminder_number: 30,
        reminder_unit: "M" as const,
        location: "Taipei office",
        notes: "<p>She asked about <strong>weekend</strong> sessions.</p>",
      },
      {
        title: "Order whiteboard markers",
        from_date: addDays(today, -5),
        from_time: "09:00",
        need_reminder: 1,
        done: true,
      },
      {
        title: "教師月會",
        from_date: addDays(today, 7),
        is_all_day: 1,
        reminder_number: 1,
        reminder_unit: "D" as const,
      },
    ];
    for (const { done, ...item } of items) {
      const todo = await createTodo(tx, admin, todoInputSchema.parse({ ...item, responsible_members: me }));
      if (done) await updateTodo(tx, admin, todo.id, { status: 1 });
    }
  },
};
