import type { OrderDetail, OrderPayments, OrderTransaction, UnbilledTree } from "@edu/shared";

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
  voided_at: null,
  void_reason: "",
  remark_to_system: "",
  mark_paid_by: null,
  rates: {},
  created_by: 1,
  updated_at: "2026-09-20T00:00:00.000Z",
  order_emails: [],
};

/** The saved bill with its one line (王小明's SAT Summer enrollment, NT$39,000). */
export const oneLineBill: OrderDetail = {
  ...savedBill,
  order_items: [
    {
      id: 1,
      type: "enrollment",
      ref_id: 21,
      user_id: 11,
      student_name: "王小明",
      title: "SAT Summer",
      price: 3900000,
      price_currency: "TWD",
      converted_price: 3900000,
      remark: "",
      lesson_logs: [],
    },
  ],
};

/** What GET order/900/payments answers for that bill before any money came in, in the given state. */
export const unpaidPayments = (
  summary: Pick<OrderPayments["summary"], "status" | "status_key">,
): OrderPayments => ({
  order_id: 900,
  summary: {
    price_currency: "TWD",
    amount_due: 3900000,
    verified_paid: 0,
    balance_paid: 0,
    marked_paid: 0,
    pending_amount: 0,
    outstanding: 3900000,
    ...summary,
  },
  transactions: [],
  problems: [],
  paid_marks: [],
});

/** A parent's bank-transfer proof on bill 900, waiting for an admin. */
export const parentProof: OrderTransaction = {
  id: 41,
  order_id: 900,
  kind: "parent_proof",
  status: "pending",
  confirmed: 0,
  date: "2026-10-02",
  original_price: 3600000,
  original_currency: "TWD",
  price: 3600000,
  price_currency: "TWD",
  rate: "1",
  credited_amount: 0,
  proof_upload_id: 77,
  proof_url: "/files/77/proof.png",
  remark: "",
  account_last5: "54321",
  created_by: 5,
  created_at: "2026-10-02T01:00:00.000Z",
  reviewed_by: null,
  reviewed_at: null,
  review_note: "",
  reverted_by: null,
  reverted_at: null,
  revert_reason: "",
};
