import { inArray, sql } from "drizzle-orm";
import {
  sessionClasses,
  sessionClassTeachers,
  studentClassTickets,
} from "../../modules/classes/classes.table";
import { courseSessions, courses } from "../../modules/courses/courses.table";
import { users } from "../../modules/users/users.table";
import type { DemoSeed } from "../seed";

const text = (
  en: string,
  cn: string,
  tw: string,
  description: [string, string, string],
  price: string | [string, string, string],
) => {
  const [enPrice, cnPrice, twPrice] = typeof price === "string" ? [price, price, price] : price;
  return {
    en: { title: en, description: description[0], price_text: enPrice },
    "zh-CN": { title: cn, description: description[1], price_text: cnPrice },
    "zh-TW": { title: tw, description: description[2], price_text: twPrice },
  };
};

/**
 * Courses (SAT, ACT, TOEFL, math subject tests, counseling) in three languages, sessions in Taipei,
 * Hsinchu, Shanghai and online, classes with the demo teachers, the demo students placed, and one
 * paid ticket waiting for placement. The SAT course has id 18 (the landing links /classes/18).
 */
export const demoCoursesSeed: DemoSeed = {
  name: "demo-courses",
  run: async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ["admin", "teacher", "teacher2", "staff", "student", "student2"]));
    const id = (username: string) => {
      const found = people.find((p) => p.username === username);
      if (!found) throw new Error(`demo-courses needs the demo account ${username}`);
      return found.id;
    };

    await tx
      .insert(courses)
      .values([
        {
          id: 18,
          category: "SAT",
          season: "summer",
          showIndex: true,
          sortOrder: 1,
          translations: text(
            "SAT Summer Intensive",
            "SAT 暑期强化班",
            "SAT 暑期密集班",
            [
              "Six weeks of reading, writing and math with weekly full-length practice tests.",
              "六周阅读、写作与数学课程，每周一次全真模拟考试。",
              "六週閱讀、寫作與數學課程，每週一次全真模擬考。",
            ],
            "NT$48,000",
          ),
        },
        {
          id: 19,
          category: "ACT",
          season: "year_round",
          showIndex: true,
          sortOrder: 2,
          translations: text(
            "ACT Complete",
            "ACT 全科班",
            "ACT 全科班",
            [
              "English, math, reading and science, taught by section specialists.",
              "英语、数学、阅读与科学，由各科专业老师授课。",
              "英文、數學、閱讀與科學，由各科專業老師授課。",
            ],
            "¥12,000",
          ),
        },
        {
          id: 20,
          category: "TOEFL",
          season: "year_round",
          showIndex: true,
          sortOrder: 3,
          translations: text(
            "TOEFL iBT Online",
            "托福 iBT 线上班",
            "托福 iBT 線上班",
            [
              "Live online classes for all four sections, with speaking and writing feedback.",
              "四个部分的线上直播课程，并提供口语与写作批改。",
              "四個部分的線上直播課程，並提供口說與寫作批改。",
            ],
            "US$1,200",
          ),
        },
        {
          id: 21,
          category: "math",
          season: "spring",
          showIndex: false,
          sortOrder: 4,
          translations: text(
            "SAT Math Subject Test Level 2",
            "SAT 数学二专项班",
            "SAT 數學二專項班",
            [
              "Pre-calculus topics and test strategy for the Math Level 2 subject test.",
              "针对数学二专项考试的预备微积分内容与应试策略。",
              "針對數學二專項考試的預備微積分內容與應試策略。",
            ],
            "NT$18,000",
          ),
        },
        {
          id: 22,
          category: "counseling",
          season: "year_round",
          showIndex: true,
          sortOrder: 5,
          translations: text(
            "College Application Counseling",
            "大学申请咨询",
            "大學申請諮詢",
            [
              "School lists, essays, interviews and follow-up with an experienced counselor.",
              "由资深顾问协助选校、文书、面试与后续跟进。",
              "由資深顧問協助選校、文書、面試與後續追蹤。",
            ],
            ["By consultation", "按咨询报价", "依諮詢報價"],
          ),
        },
      ])
      .onConflictDoNothing();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('courses', 'id'), (select max(id) from courses))`,
    );

    const year = new Date().getFullYear();
    const sessions = await tx
      .insert(courseSessions)
      .values([
        {
          courseId: 18,
          title: `SAT Summer ${year} Taipei`,
          shortName: "SAT-S-TPE",
          city: "Taipei",
          fee: 4_800_000,
          currency: "TWD" as const,
          needPayFirst: true,
          startDate: `${year}-07-01`,
          endDate: `${year + 1}-08-15`,
          date: "Mon–Fri",
          timeFrom: "09:00",
          timeTo: "12:30",
          tags: ["SAT", "summer"],
          testTemplates: ["SAT diagnostic"],
          classTemplates: ["Reading & Writing", "Math"],
          sessionTemplates: ["Week 1–6"],
          createdBy: id("admin"),
        },
        {
          courseId: 18,
          title: `SAT Summer ${year} Hsinchu`,
          shortName: "SAT-S-HSC",
          city: "Hsinchu",
          fee: 4_500_000,
          currency: "TWD" as const,
          startDate: `${year}-07-08`,
          endDate: `${year + 1}-08-20`,
          date: "Sat & Sun",
          timeFrom: "13:00",
          timeTo: "17:00",
          tags: ["SAT", "summer"],
          createdBy: id("admin"),
        },
        {
          courseId: 19,
          title: `ACT Complete ${year} Shanghai`,
          shortName: "ACT-SH",
          city: "Shanghai",
          fee: 1_200_000,
          currency: "CNY" as const,
          startDate: `${year}-03-01`,
          endDate: `${year + 1}-06-30`,
          date: "Saturdays",
          timeFrom: "09:30",
          timeTo: "12:30",
          tags: ["ACT"],
          createdBy: id("admin"),
        },
        {
          courseId: 20,
          title: `TOEFL iBT Online ${year}`,
          shortName: "TOEFL-ON",
          city: "online",
          isOnline: true,
          fee: 120_000,
          currency: "USD" as const,
          startDate: `${year}-01-15`,
          endDate: `${year + 1}-12-15`,
          date: "Tue & Thu evenings",
          timeFrom: "19:30",
          timeTo: "21:00",
          tags: ["TOEFL", "online"],
          createdBy: id("admin"),
        },
        {
          courseId: 21,
          title: `SAT Math Level 2 Spring ${year} Taipei`,
          shortName: "MATH2-TPE",
          city: "Taipei",
          fee: 1_800_000,
          currency: "TWD" as const,
          startDate: `${year}-02-15`,
          endDate: `${year + 1}-05-01`,
          date: "Wednesdays",
          timeFrom: "18:30",
          timeTo: "20:30",
          tags: ["math"],
          createdBy: id("admin"),
        },
        {
          courseId: 22,
          type: "counseling" as const,
          title: "Application counseling (seniors)",
          shortName: "COUNSEL-12",
          city: "Taipei",
          fee: 15_000_000,
          currency: "TWD" as const,
          needPayFirst: true,
          tags: ["counseling"],
          createdBy: id("admin"),
        },
      ])
      .returning({ id: courseSessions.id, shortName: courseSessions.shortName });
    const session = (shortName: string) => sessions.find((s) => s.shortName === shortName)?.id as number;

    const classes = await tx
      .insert(sessionClasses)
      .values([
        {
          courseSessionId: session("SAT-S-TPE"),
          name: "SAT Reading & Writing A",
          startDate: `${year}-07-01`,
          endDate: `${year + 1}-08-15`,
          schedule: "Mon–Fri 9:00–12:30",
          timeFrom: "09:00",
          timeTo: "12:30",
          room: "301",
          address: "No. 7, Sec. 5, Xinyi Rd, Taipei",
          createdBy: id("admin"),
        },
        {
          courseSessionId: session("ACT-SH"),
          name: "ACT Math & Science",
          startDate: `${year}-03-01`,
          endDate: `${year + 1}-06-30`,
          schedule: "Saturdays 9:30–12:30",
          timeFrom: "09:30",
          timeTo: "12:30",
          timezone: "Asia/Shanghai",
          room: "B12",
          address: "1000 Century Ave, Pudong, Shanghai",
          createdBy: id("admin"),
        },
        {
          courseSessionId: session("TOEFL-ON"),
          name: "TOEFL Speaking & Writing (online)",
          startDate: `${year}-01-15`,
          endDate: `${year + 1}-12-15`,
          schedule: "Tue & Thu 19:30–21:00",
          timeFrom: "19:30",
          timeTo: "21:00",
          isOnline: true,
          onlineLink: "https://meet.example.com/toefl-demo",
          createdBy: id("admin"),
        },
        {
          courseSessionId: session("SAT-S-TPE"),
          name: `SAT Spring ${year - 1} (ended)`,
          startDate: `${year - 1}-03-01`,
          endDate: `${year - 1}-05-31`,
          schedule: "Saturdays",
          room: "302",
          createdBy: id("admin"),
        },
        {
          courseSessionId: 2,
          name: "Private online: SAT Math",
          schedule: "By arrangement",
          isOnline: true,
          onlineLink: "https://meet.example.com/private-demo",
          createdBy: id("admin"),
        },
      ])
      .returning({ id: sessionClasses.id, name: sessionClasses.name });
    const cls = (prefix: string) => classes.find((c) => c.name.startsWith(prefix))?.id as number;

    await tx.insert(sessionClassTeachers).values([
      { sessionClassId: cls("SAT Reading"), userId: id("teacher"), role: "teacher" as const },
      { sessionClassId: cls("SAT Reading"), userId: id("staff"), role: "ta" as const },
      { sessionClassId: cls("ACT Math"), userId: id("teacher2"), role: "teacher" as const },
      { sessionClassId: cls("TOEFL"), userId: id("teacher"), role: "teacher" as const },
      { sessionClassId: cls("SAT Spring"), userId: id("teacher"), role: "teacher" as const },
      { sessionClassId: cls("Private online"), userId: id("teacher2"), role: "teacher" as const },
    ]);

    const placed = (studentUserId: number, courseSessionId: number, sessionClassId: number, extra = {}) => ({
      studentUserId,
      courseSessionId,
      isPaid: true,
      sessionClassId,
      placedAt: new Date(),
      placedBy: id("admin"),
      createdBy: id("admin"),
      ...extra,
    });
    await tx.insert(studentClassTickets).values([
      placed(id("student"), session("SAT-S-TPE"), cls("SAT Reading"), {
        classroom: "301",
        scoreRange: "1200-1350",
        taUserId: id("staff"),
        placementDate: `${year}-07-01`,
        placementTime: "09:00",
      }),
      placed(id("student2"), session("SAT-S-TPE"), cls("SAT Reading"), {
        classroom: "301",
        scoreRange: "1000-1200",
      }),
      placed(id("student"), session("ACT-SH"), cls("ACT Math")),
      placed(id("student"), session("SAT-S-TPE"), cls("SAT Spring")),
      placed(id("student2"), 2, cls("Private online")),
      // Paid, waiting for a class: shows on /placement.
      {
        studentUserId: id("student2"),
        courseSessionId: session("TOEFL-ON"),
        isPaid: true,
        createdBy: id("admin"),
      },
    ]);
  },
};
