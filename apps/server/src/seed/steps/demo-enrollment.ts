import type { EnrollmentStatus, PaymentStatus } from "@edu/shared";
import { asc, eq, gt, inArray } from "drizzle-orm";
import { createClassTicket } from "../../modules/classes";
import { courseSessions } from "../../modules/courses";
import {
  enrolledCourseSessions,
  enrolledSessionContacts,
  enrollmentContracts,
  enrollmentForms,
  renderContractBody,
} from "../../modules/enrollment";
import { users } from "../../modules/users";
import type { DemoSeed } from "../seed";

type Visitor = {
  first: string;
  last: string;
  status: EnrollmentStatus;
  payment: PaymentStatus;
  read: boolean;
};

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
 * Enrollments (after accounts and courses): visitors in every state, and the demo family — Ethan
 * paid with a class ticket and a signed contract, Chloe unread and waiting for her parent.
 */
export const demoEnrollmentSeed: DemoSeed = {
  name: "demo-enrollment",
  run: async (tx) => {
    let sessions = await tx
      .select()
      .from(courseSessions)
      .where(gt(courseSessions.id, 10))
      .orderBy(asc(courseSessions.id))
      .limit(3);
    if (sessions.length === 0)
      sessions = await tx.select().from(courseSessions).orderBy(asc(courseSessions.id)).limit(3);
    const [first, second = first] = sessions;
    if (!first || !second) return;
    const family = await tx
      .select()
      .from(users)
      .where(inArray(users.username, ["admin", "parent", "student", "student2"]));
    const byName = new Map(family.map((u) => [u.username, u]));
    const admin = byName.get("admin");
    const parent = byName.get("parent");
    const ethan = byName.get("student");
    const chloe = byName.get("student2");

    const visitorRows = VISITORS.map((v, index) => ({
      courseSessionId: index % 2 === 0 ? first.id : second.id,
      studentFirstName: v.first,
      studentLastName: v.last,
      studentEmail: `${v.first.toLowerCase()}.${v.last.toLowerCase()}@visitor.example.com`,
      studentPhone: `+886 912 000 ${String(100 + index)}`,
      school: index % 3 === 0 ? "Taipei American School" : "Taipei First Girls High School",
      grade: String(9 + (index % 4)),
      contactRole: "parent" as const,
      contactName: `${v.last} family`,
      contactEmail: `${v.last.toLowerCase()}.family@visitor.example.com`,
      contactPhone: `+886 933 000 ${String(100 + index)}`,
      type: "group" as const,
      tutoringMode: index % 2 === 0 ? ("in-person" as const) : ("online" as const),
      currency: index % 5 === 0 ? ("USD" as const) : index % 3 === 0 ? ("RMB" as const) : ("TWD" as const),
      paymentWay: "bank transfer",
      locale: index % 2 === 0 ? ("zh-TW" as const) : ("en" as const),
      isRead: v.read,
      status: v.status,
      paymentStatus: v.payment,
      needPayFirst: index % 4 === 1,
      createdAt: new Date(Date.now() - (VISITORS.length - index) * 86_400_000),
    }));
    await tx.insert(enrolledCourseSessions).values(visitorRows);
    if (!parent || !ethan || !chloe) return;

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
        lineId: "jennifer.huang",
        students: [ethan, chloe].map((s) => ({
          user_id: s.id,
          first_name: s.firstName,
          last_name: s.lastName,
          email: s.email ?? "",
          phone: "",
          school: "Taipei American School",
          grade: s === ethan ? "11" : "9",
        })),
        courseSessionIds: [first.id],
        type: "group",
        tutoringMode: "in-person",
        mandarinHelp: false,
        referral: "a friend",
        paymentWay: "credit card",
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
          school: "Taipei American School",
          grade: s === ethan ? "11" : "9",
          parentUserId: parent.id,
          contactRole: "parent" as const,
          contactName: `${parent.firstName} ${parent.lastName}`,
          contactEmail: parent.email ?? "",
          contactPhone: "+886 933 222 111",
          lineId: "jennifer.huang",
          type: "group" as const,
          tutoringMode: "in-person" as const,
          currency: "TWD" as const,
          paymentWay: "credit card",
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
    await createClassTicket(tx, {
      studentUserId: ethan.id,
      courseSessionId: first.id,
      enrolledSessionId: ethanRow.id,
      isPaid: true,
      note: `enrollment #${ethanRow.id}`,
      actorId: admin?.id ?? null,
    });
    await tx
      .update(enrolledCourseSessions)
      .set({ ticketCreatedAt: new Date() })
      .where(eq(enrolledCourseSessions.id, ethanRow.id));
    const fee = first.fee ?? 3_600_000;
    const currency = first.currency === "CNY" ? ("RMB" as const) : first.currency;
    const signedAt = new Date(Date.now() - 2 * 86_400_000);
    await tx.insert(enrollmentContracts).values([
      {
        enrolledSessionId: ethanRow.id,
        template: "group",
        title: `報名合約 — ${first.title}`,
        body: renderContractBody("zh-TW", "group", {
          studentName: `${ethan.firstName} ${ethan.lastName}`,
          contactName: `${parent.firstName} ${parent.lastName}`,
          sessionTitle: first.title,
          startDate: first.startDate,
          endDate: first.endDate,
          feeAmount: fee,
          currency,
          needPayFirst: true,
          extraTerms: "",
        }),
        feeAmount: fee,
        currency,
        createdBy: admin?.id ?? null,
        createdAt: new Date(signedAt.getTime() - 86_400_000),
        sentAt: new Date(signedAt.getTime() - 86_400_000),
        signedAt,
        signerName: `${parent.firstName} ${parent.lastName}`,
        signerIp: "203.0.113.24",
        signerUserAgent: "demo",
        signerUserId: parent.id,
      },
      {
        enrolledSessionId: chloeRow.id,
        template: "group",
        title: `報名合約 — ${first.title}`,
        body: renderContractBody("zh-TW", "group", {
          studentName: `${chloe.firstName} ${chloe.lastName}`,
          contactName: `${parent.firstName} ${parent.lastName}`,
          sessionTitle: first.title,
          startDate: first.startDate,
          endDate: first.endDate,
          feeAmount: fee,
          currency,
          needPayFirst: true,
          extraTerms: "",
        }),
        feeAmount: fee,
        currency,
        createdBy: admin?.id ?? null,
      },
    ]);
    await tx.insert(enrolledSessionContacts).values({
      enrolledSessionId: chloeRow.id,
      name: "Grandma Huang",
      phone: "+886 2 2700 4321",
      relation: "grandmother",
      note: "Picks Chloe up on Saturdays",
      createdBy: admin?.id ?? null,
    });
  },
};
