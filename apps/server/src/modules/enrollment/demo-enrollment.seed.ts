import {
  createEnrollmentContactSchema,
  createEnrollmentContractSchema,
  type EnrollmentStatus,
  type PaymentStatus,
  placementFieldsSchema,
  signEnrollmentContractSchema,
} from "@edu/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { createClassTicket, placeTicket, sessionClasses } from "../classes";
import { courseSessions } from "../courses";
import { addContact } from "./contacts.service";
import { createContract, signContract } from "./contracts.service";
import { enrolledCourseSessions, enrollmentForms } from "./enrollment.table";

/** Parents' given names for the visitors' contact person (a parent, contactRole "parent"). */
const PARENT_FIRST_NAMES = ["Helen", "Peter", "Linda", "Frank", "Susan"];

type Visitor = {
  first: string;
  last: string;
  status: EnrollmentStatus;
  payment: PaymentStatus;
  read: boolean;
};

/**
 * What a visitor types in free-text fields, in the language they enrolled in (the form's locale): a
 * Chinese page shows Chinese-speaking families' answers in Chinese, as real ones would be.
 */
const TYPED = {
  en: { schools: ["Taipei American School", "Taipei First Girls High School"], paymentWay: "bank transfer" },
  "zh-TW": { schools: ["臺北美國學校", "臺北市立第一女子高級中學"], paymentWay: "銀行轉帳" },
} as const;

/** Visitors' enrollments covering every status × payment status; unread ones first in /enrollment. */
const VISITORS: Visitor[] = [
  { first: "Ava", last: "Lee", status: "normal", payment: "unknown", read: false },
  { first: "Leo", last: "Wu", status: "normal", payment: "unpaid", read: false },
  { first: "Mia", last: "Chang", status: "normal", payment: "paid", read: true },
  { first: "Noah", last: "Hsu", status: "normal", payment: "cancelled", read: true },
  { first: "Ivy", last: "Lo", status: "archive", payment: "paid", read: true },
  { first: "Max", last: "Kuo", status: "archive", payment: "unknown", read: false },
  { first: "Zoe", last: "Tseng", status: "cancel", payment: "cancelled", read: true },
  { first: "Ian", last: "Yeh", status: "cancel", payment: "unpaid", read: false },
  { first: "Amy", last: "Pan", status: "delete", payment: "unknown", read: true },
  { first: "Ken", last: "Lai", status: "delete", payment: "paid", read: true },
];

/**
 * Enrollments (after accounts and courses): visitors in every state, and the demo family in the SAT
 * summer session in Taipei — Ethan paid with a signed contract, his class ticket placed in "SAT
 * Reading & Writing A" (so he is not also waiting on /placement), Chloe unread and waiting for her
 * parent. Sessions, class and people are found by short name, class name and username.
 */
export const demoEnrollmentSeed: DemoSeed = {
  name: "demo-enrollment",
  run: async (tx) => {
    const sessions = await tx
      .select()
      .from(courseSessions)
      .where(inArray(courseSessions.shortName, ["SAT-S-TPE", "SAT-S-HSC"]));
    const first = sessions.find((row) => row.shortName === "SAT-S-TPE");
    const second = sessions.find((row) => row.shortName === "SAT-S-HSC");
    if (!first || !second) throw new Error("demo-enrollment needs the SAT summer sessions of demo-courses");
    const people = await demoPeople(tx, ["parent", "student", "student2", "staff"]);
    const { admin } = people;
    const parent = people.user("parent");
    const ethan = people.user("student");
    const chloe = people.user("student2");

    const visitorRows = VISITORS.map((v, index) => {
      const locale = index % 2 === 0 ? ("zh-TW" as const) : ("en" as const);
      const typed = TYPED[locale];
      return {
        courseSessionId: index % 2 === 0 ? first.id : second.id,
        studentFirstName: v.first,
        studentLastName: v.last,
        studentEmail: `${v.first.toLowerCase()}.${v.last.toLowerCase()}@visitor.example.com`,
        studentPhone: `+886 912 000 ${String(100 + index)}`,
        school: typed.schools[index % 3 === 0 ? 0 : 1],
        grade: String(9 + (index % 4)),
        contactRole: "parent" as const,
        // The parent's name as they wrote it: given name and family name, like the student's.
        contactName: `${PARENT_FIRST_NAMES[index % PARENT_FIRST_NAMES.length]} ${v.last}`,
        contactEmail: `${v.last.toLowerCase()}.family@visitor.example.com`,
        contactPhone: `+886 933 000 ${String(100 + index)}`,
        type: "group" as const,
        tutoringMode: index % 2 === 0 ? ("in-person" as const) : ("online" as const),
        currency: index % 5 === 0 ? ("USD" as const) : index % 3 === 0 ? ("RMB" as const) : ("TWD" as const),
        paymentWay: typed.paymentWay,
        locale,
        isRead: v.read,
        status: v.status,
        paymentStatus: v.payment,
        needPayFirst: index % 4 === 1,
        createdAt: new Date(Date.now() - (VISITORS.length - index) * 86_400_000),
      };
    });
    await tx.insert(enrolledCourseSessions).values(visitorRows);

    const [form] = await tx
      .insert(enrollmentForms)
      .values({
        step: 3,
        userId: parent.id,
        locale: "zh-TW",
        role: "parent",
        firstName: parent.firstName,
        lastName: parent.lastName,
        email: parent.email ?? "parent@demo.example.com",
        phone: "+886 933 222 111",
        lineId: "jenniferhuang",
        students: [ethan, chloe].map((s) => ({
          user_id: s.id,
          first_name: s.firstName,
          last_name: s.lastName,
          email: s.email ?? "",
          phone: "",
          school: "臺北美國學校",
          grade: s === ethan ? "11" : "9",
        })),
        courseSessionIds: [first.id],
        type: "group",
        tutoringMode: "in-person",
        mandarinHelp: false,
        referral: "朋友介紹",
        paymentWay: "信用卡",
        currency: "TWD",
        submittedAt: new Date(),
      })
      .returning();
    const familyRows = await tx
      .insert(enrolledCourseSessions)
      .values(
        [ethan, chloe].map((s) => ({
          formId: form?.id ?? null,
          courseSessionId: first.id,
          studentUserId: s.id,
          studentFirstName: s.firstName,
          studentLastName: s.lastName,
          studentEmail: s.email ?? `${s.username}@demo.example.com`,
          school: "臺北美國學校",
          grade: s === ethan ? "11" : "9",
          parentUserId: parent.id,
          contactRole: "parent" as const,
          contactName: `${parent.firstName} ${parent.lastName}`,
          contactEmail: parent.email ?? "",
          contactPhone: "+886 933 222 111",
          lineId: "jenniferhuang",
          type: "group" as const,
          tutoringMode: "in-person" as const,
          currency: "TWD" as const,
          paymentWay: "信用卡",
          locale: "zh-TW" as const,
          isRead: s === ethan,
          paymentStatus: s === ethan ? ("paid" as const) : ("unpaid" as const),
          needPayFirst: true,
          waitForParent: s === chloe,
        })),
      )
      .returning();
    const [ethanRow, chloeRow] = familyRows;
    if (!ethanRow || !chloeRow) return;
    const { ticket } = await createClassTicket(tx, {
      studentUserId: ethan.id,
      courseSessionId: first.id,
      enrolledSessionId: ethanRow.id,
      isPaid: true,
      note: `enrollment #${ethanRow.id}`,
      actorId: admin.id,
    });
    const [satClass] = await tx
      .select({ id: sessionClasses.id, startDate: sessionClasses.startDate })
      .from(sessionClasses)
      .where(
        and(eq(sessionClasses.courseSessionId, first.id), eq(sessionClasses.name, "SAT Reading & Writing A")),
      );
    if (!satClass) throw new Error("demo-enrollment needs the class SAT Reading & Writing A");
    await placeTicket(
      tx,
      admin,
      ticket.id,
      placementFieldsSchema.parse({
        session_class_id: satClass.id,
        date: satClass.startDate,
        time: "09:00",
        classroom: "301",
        score_range: "1200-1350",
        ta_user_id: people.id("staff"),
      }),
    );
    await tx
      .update(enrolledCourseSessions)
      .set({ ticketCreatedAt: new Date() })
      .where(eq(enrolledCourseSessions.id, ethanRow.id));
    // The contracts as staff write them from the template, Ethan's signed by his mother.
    for (const row of [ethanRow, chloeRow])
      await createContract(tx, admin, createEnrollmentContractSchema.parse({ enrolled_session_id: row.id }));
    await signContract(
      tx,
      { id: parent.id, roles: ["parent"] },
      { ip: "203.0.113.24", userAgent: "demo" },
      signEnrollmentContractSchema.parse({
        enrolled_session_id: ethanRow.id,
        signer_name: `${parent.firstName} ${parent.lastName}`,
        agree: true,
      }),
    );
    await addContact(
      tx,
      admin,
      createEnrollmentContactSchema.parse({
        enrolled_session_id: chloeRow.id,
        // The family enrolled in zh-TW: the office notes their contacts in Chinese.
        name: "黃奶奶",
        phone: "+886 2 2700 4321",
        relation: "祖母",
        note: "週六接 Chloe 下課",
      }),
    );
  },
};
