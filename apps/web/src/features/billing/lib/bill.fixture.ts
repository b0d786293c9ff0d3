import type { OrderDetail, UnbilledTree } from "@edu/shared";

/** Test data for the billing screens' tests (not imported by the app). */
export const parent = { id: 5, first_name: "美玲", last_name: "王", email: "wang@example.com" };
export const child = (id: number, first_name: string) => ({ id, first_name, last_name: "王", email: null });

const log = (id: number, price: number) => ({
  lesson_log_id: id,
  teaching_log_id: id + 100,
  session_class_id: 7,
  class_title: "SAT Math",
  student_user_id: 11,
  student_name: "王小明",
  teacher_name: "Grace Chen",
  started_at: `2026-09-0${id % 9 || 1}T08:00:00.000Z`,
  duration_minutes: 90,
  attendance_status: 1,
  fee: 100000,
  fee_currency: "TWD" as const,
  full_hour: "1.5",
  price,
});

export const tree: UnbilledTree = {
  parent,
  students: [child(11, "小明"), child(12, "小華")],
  items: [
    {
      key: "enrollment:21",
      type: "enrollment",
      id: 21,
      user_id: 11,
      student_name: "王小明",
      title: "SAT Summer",
      price: 3600000,
      price_currency: "TWD",
      lesson_logs: [],
    },
    {
      key: "lesson:7:11",
      type: "lesson",
      id: 7,
      user_id: 11,
      student_name: "王小明",
      title: "SAT Math lessons",
      price: 450000,
      price_currency: "TWD",
      lesson_logs: [log(1, 150000), log(2, 150000), log(3, 150000)],
    },
    {
      key: "enrollment:22",
      type: "enrollment",
      id: 22,
      user_id: 12,
      student_name: "王小華",
      title: "TOEFL",
      price: 10000,
      price_currency: "USD",
      lesson_logs: [],
    },
  ],
};

export const savedBill: OrderDetail = {
  id: 900,
  parent_user_id: 5,
  parent,
  title: "September",
  notes: "",
  receivable_date: "2026-10-01",
  price_currency: "TWD",
  total_price: 3900000,
  difference_price: 0,
  difference_price_currency: "TWD",
  amount_due: 3900000,
  payment_info: "",
  payment_info_index: null,
  payment_info_remark: "",
  status: 0,
  status_key: "created",
  sent_at: null,
  mark_paid_at: null,
  locale: "zh-TW",
  created_at: "2026-09-20T00:00:00.000Z",
  order_items: [],
  remark_to_system: "",
  mark_paid_by: null,
  rates: {},
  created_by: 1,
  updated_at: "2026-09-20T00:00:00.000Z",
  order_emails: [],
};
