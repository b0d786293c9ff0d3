import {
  createCourseSchema,
  createCourseSessionSchema,
  createSessionClassSchema,
  placementFieldsSchema,
} from "@edu/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { demoTerms, type Term } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { courseSessions, createCourse, createCourseSession } from "../courses";
import { createClass } from "./class-edit.service";
import { createClassTicket, placeTicket } from "./class-tickets.service";

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

/** Term names in Chinese (zh-TW, zh-CN), for the translated session and class titles. */
const TERM_ZH: Record<Term["name"], [string, string]> = {
  Spring: ["春季", "春季"],
  Summer: ["暑期", "暑期"],
  Fall: ["秋季", "秋季"],
};

/** A session's or class's texts in Traditional and Simplified Chinese (English is the base fields). */
const zh = <T extends Record<string, string>>(tw: T, cn: T) => ({ "zh-TW": tw, "zh-CN": cn });

/** The five demo courses, in order: the first one is the SAT course the landing page links to (/classes/18). */
const COURSES = [
  {
    category: "SAT",
    season: "summer",
    show_index: true,
    order: 1,
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
    category: "ACT",
    season: "year_round",
    show_index: true,
    order: 2,
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
    category: "TOEFL",
    season: "year_round",
    show_index: true,
    order: 3,
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
    category: "math",
    season: "spring",
    show_index: false,
    order: 4,
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
    category: "counseling",
    season: "year_round",
    show_index: true,
    order: 5,
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
];

/**
 * Courses (SAT, ACT, TOEFL, math subject tests, counseling) in three languages; sessions of one term
 * each (Taipei, Hsinchu, Shanghai, online; see demo-calendar.ts) with their classes and the demo
 * teachers; Ethan in the ACT class and in last term's TOEFL class (ended), Chloe in a private
 * online class and paid for TOEFL, waiting for placement. Everything goes through the modules'
 * services (validation, audit) as the admin; Ethan's SAT place comes with his enrollment.
 */
export const demoCoursesSeed: DemoSeed = {
  name: "demo-courses",
  run: async (tx) => {
    const { admin, id } = await demoPeople(tx, ["teacher", "teacher2", "staff", "student", "student2"]);
    const { previous, current, summer, spring } = demoTerms();
    const [curTw, curCn] = TERM_ZH[current.name];
    const [prevTw, prevCn] = TERM_ZH[previous.name];

    // Spec 03 §2: the landing page links the SAT course as /classes/18; on a fresh database the
    // first course created gets that id.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('courses', 'id'), greatest(17, (select coalesce(max(id), 0) from courses)))`,
    );
    const courseIds: number[] = [];
    for (const course of COURSES)
      courseIds.push((await createCourse(tx, admin, createCourseSchema.parse(course), "en")).id);
    const [sat, act, toefl, math, counseling] = courseIds;

    const session = async (input: Record<string, unknown>) =>
      (await createCourseSession(tx, admin, createCourseSessionSchema.parse(input), "en")).id;
    const satTaipei = await session({
      course_id: sat,
      title: `SAT Summer ${summer.year} Taipei`,
      short_name: "SAT-S-TPE",
      city: "Taipei",
      fee: 4_800_000,
      currency: "TWD",
      need_pay_first: true,
      start_date: summer.start,
      end_date: summer.end,
      date: "Mon–Fri",
      time_from: "09:00",
      time_to: "12:30",
      translations: zh(
        { title: `SAT ${summer.year} 暑期密集班（台北）`, city: "台北", date: "週一至週五" },
        { title: `SAT ${summer.year} 暑期强化班（台北）`, city: "台北", date: "周一至周五" },
      ),
      tags: ["SAT", "summer"],
      test_templates: ["SAT diagnostic"],
      class_templates: ["Reading & Writing", "Math"],
      session_templates: ["Week 1–6"],
    });
    await session({
      course_id: sat,
      title: `SAT Summer ${summer.year} Hsinchu`,
      short_name: "SAT-S-HSC",
      city: "Hsinchu",
      fee: 4_500_000,
      currency: "TWD",
      start_date: `${summer.year}-07-08`,
      end_date: summer.end,
      date: "Sat & Sun",
      time_from: "13:00",
      time_to: "17:00",
      translations: zh(
        { title: `SAT ${summer.year} 暑期密集班（新竹）`, city: "新竹", date: "週六、週日" },
        { title: `SAT ${summer.year} 暑期强化班（新竹）`, city: "新竹", date: "周六、周日" },
      ),
      tags: ["SAT", "summer"],
    });
    const actShanghai = await session({
      course_id: act,
      title: `ACT Complete ${current.name} ${current.year} Shanghai`,
      short_name: "ACT-SH",
      city: "Shanghai",
      fee: 1_200_000,
      currency: "CNY",
      start_date: current.start,
      end_date: current.end,
      date: "Saturdays",
      time_from: "09:30",
      time_to: "12:30",
      translations: zh(
        { title: `ACT 全科班 ${current.year} ${curTw}（上海）`, city: "上海", date: "每週六" },
        { title: `ACT 全科班 ${current.year} ${curCn}（上海）`, city: "上海", date: "每周六" },
      ),
      tags: ["ACT"],
    });
    const toeflOnline = await session({
      course_id: toefl,
      title: `TOEFL iBT Online ${current.name} ${current.year}`,
      short_name: "TOEFL-ON",
      city: "online",
      is_online: true,
      fee: 120_000,
      currency: "USD",
      start_date: current.start,
      end_date: current.end,
      date: "Tue & Thu evenings",
      translations: zh(
        { title: `托福 iBT 線上班 ${current.year} ${curTw}`, city: "線上", date: "週二、週四晚上" },
        { title: `托福 iBT 线上班 ${current.year} ${curCn}`, city: "线上", date: "周二、周四晚上" },
      ),
      time_from: "19:30",
      time_to: "21:00",
      tags: ["TOEFL", "online"],
    });
    const toeflLastTerm = await session({
      course_id: toefl,
      title: `TOEFL iBT Online ${previous.name} ${previous.year}`,
      short_name: `TOEFL-ON-${previous.name.slice(0, 2).toUpperCase()}${String(previous.year).slice(2)}`,
      city: "online",
      is_online: true,
      fee: 120_000,
      currency: "USD",
      start_date: previous.start,
      end_date: previous.end,
      date: "Tue & Thu evenings",
      translations: zh(
        { title: `托福 iBT 線上班 ${previous.year} ${prevTw}`, city: "線上", date: "週二、週四晚上" },
        { title: `托福 iBT 线上班 ${previous.year} ${prevCn}`, city: "线上", date: "周二、周四晚上" },
      ),
      time_from: "19:30",
      time_to: "21:00",
      tags: ["TOEFL", "online"],
      active: false,
    });
    await session({
      course_id: math,
      title: `SAT Math Level 2 Spring ${spring.year} Taipei`,
      short_name: "MATH2-TPE",
      city: "Taipei",
      fee: 1_800_000,
      currency: "TWD",
      start_date: spring.start,
      end_date: `${spring.year}-05-01`,
      date: "Wednesdays",
      time_from: "18:30",
      time_to: "20:30",
      translations: zh(
        { title: `SAT 數學二專項班 ${spring.year} 春季（台北）`, city: "台北", date: "每週三" },
        { title: `SAT 数学二专项班 ${spring.year} 春季（台北）`, city: "台北", date: "每周三" },
      ),
      tags: ["math"],
    });
    await session({
      course_id: counseling,
      type: "counseling",
      title: "Application counseling (seniors)",
      short_name: "COUNSEL-12",
      city: "Taipei",
      translations: zh(
        { title: "大學申請諮詢（高三）", city: "台北" },
        { title: "大学申请咨询（高三）", city: "台北" },
      ),
      fee: 15_000_000,
      currency: "TWD",
      need_pay_first: true,
      tags: ["counseling"],
    });
    // The migration's private kinds, by their key.
    const [privateOnline] = await tx
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(and(eq(courseSessions.shortName, "private_online"), eq(courseSessions.type, "private")));
    if (!privateOnline) throw new Error("demo-courses needs the private_online course session");

    const sessionClass = async (input: Record<string, unknown>) =>
      (await createClass(tx, admin, admin, createSessionClassSchema.parse(input))).id;
    await sessionClass({
      course_session_id: satTaipei,
      name: "SAT Reading & Writing A",
      teacher_ids: [id("teacher")],
      ta_ids: [id("staff")],
      start_date: summer.start,
      end_date: summer.end,
      schedule: "Mon–Fri 9:00–12:30",
      time_from: "09:00",
      time_to: "12:30",
      room: "301",
      address: "No. 7, Sec. 5, Xinyi Rd, Taipei",
      translations: zh(
        { name: "SAT 閱讀與寫作 A 班", schedule: "週一至週五 9:00–12:30", address: "台北市信義路五段7號" },
        { name: "SAT 阅读与写作 A 班", schedule: "周一至周五 9:00–12:30", address: "台北市信义路五段7号" },
      ),
      capacity: 12,
    });
    const actClass = await sessionClass({
      course_session_id: actShanghai,
      name: "ACT Math & Science",
      teacher_ids: [id("teacher2")],
      start_date: current.start,
      end_date: current.end,
      schedule: "Saturdays 9:30–12:30",
      time_from: "09:30",
      time_to: "12:30",
      timezone: "Asia/Shanghai",
      room: "B12",
      address: "1000 Century Ave, Pudong, Shanghai",
      translations: zh(
        { name: "ACT 數學與科學", schedule: "每週六 9:30–12:30", address: "上海市浦東新區世紀大道1000號" },
        { name: "ACT 数学与科学", schedule: "每周六 9:30–12:30", address: "上海市浦东新区世纪大道1000号" },
      ),
      capacity: 10,
    });
    await sessionClass({
      course_session_id: toeflOnline,
      name: "TOEFL Speaking & Writing (online)",
      teacher_ids: [id("teacher")],
      start_date: current.start,
      end_date: current.end,
      schedule: "Tue & Thu 19:30–21:00",
      translations: zh(
        { name: "托福口說與寫作（線上）", schedule: "週二、週四 19:30–21:00" },
        { name: "托福口语与写作（线上）", schedule: "周二、周四 19:30–21:00" },
      ),
      time_from: "19:30",
      time_to: "21:00",
      is_online: true,
      online_link: "https://meet.example.com/toefl-demo",
      capacity: 15,
    });
    const endedClass = await sessionClass({
      course_session_id: toeflLastTerm,
      name: `TOEFL Reading & Listening, ${previous.name} ${previous.year} (online)`,
      teacher_ids: [id("teacher")],
      start_date: previous.start,
      end_date: previous.end,
      schedule: "Tue & Thu 19:30–21:00",
      translations: zh(
        { name: `托福閱讀與聽力 ${previous.year} ${prevTw}（線上）`, schedule: "週二、週四 19:30–21:00" },
        { name: `托福阅读与听力 ${previous.year} ${prevCn}（线上）`, schedule: "周二、周四 19:30–21:00" },
      ),
      time_from: "19:30",
      time_to: "21:00",
      is_online: true,
      online_link: "https://meet.example.com/toefl-demo",
    });
    const privateClass = await sessionClass({
      course_session_id: privateOnline.id,
      name: "Private online: SAT Math",
      teacher_ids: [id("teacher2")],
      schedule: "By arrangement",
      translations: zh(
        { name: "一對一線上：SAT 數學", schedule: "另行約定" },
        { name: "一对一线上：SAT 数学", schedule: "另行约定" },
      ),
      is_online: true,
      online_link: "https://meet.example.com/private-demo",
    });

    const ticket = async (student: string, courseSessionId: number, place?: Record<string, unknown>) => {
      const { ticket } = await createClassTicket(tx, {
        studentUserId: id(student),
        courseSessionId,
        isPaid: true,
        actorId: admin.id,
      });
      if (place) await placeTicket(tx, admin, ticket.id, placementFieldsSchema.parse(place));
    };
    await ticket("student", actShanghai, { session_class_id: actClass });
    await ticket("student", toeflLastTerm, { session_class_id: endedClass, score_range: "90-100" });
    await ticket("student2", privateOnline.id, { session_class_id: privateClass });
    // Paid, waiting for a class: shows on /placement.
    await ticket("student2", toeflOnline);
  },
};
