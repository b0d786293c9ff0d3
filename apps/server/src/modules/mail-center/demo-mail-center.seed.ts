import { mailInputSchema, mailTemplateInputSchema } from "@edu/shared";
import { and, eq } from "drizzle-orm";
import type { DemoSeed } from "../../seed/seed";
import { addDays, demoTerms, type Term } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { sessionClasses } from "../classes";
import { courseSessions } from "../courses";
import { createMail } from "./mail-center-drafts.service";
import { sendMail } from "./mail-center-send.service";
import { createTemplate } from "./mail-center-templates.service";

const TERM_NAMES: Record<Term["name"], { tw: string; cn: string }> = {
  Spring: { tw: "春季班", cn: "春季班" },
  Summer: { tw: "暑期班", cn: "暑期班" },
  Fall: { tw: "秋季班", cn: "秋季班" },
};

/** A day as each language writes it in a notice: "Tuesday, September 1", "9 月 1 日（週二）", "9月1日（周二）". */
function dayIn(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const weekday = "日一二三四五六"[date.getUTCDay()];
  return {
    en: date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
    tw: `${month} 月 ${day} 日（週${weekday}）`,
    cn: `${month}月${day}日（周${weekday}）`,
  };
}

/** The first Saturday on or after a date. */
function saturdayFrom(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, (6 - weekday + 7) % 7);
}

/**
 * The office's mail center: a holiday-closure template in three languages, with blanks for
 * the dates as an office keeps one; the term-start notice, sent to every student and parent (the
 * inactive former student is left out), whose recipients show their delivery states (held while no
 * mail server is configured); and a draft not sent yet, the mock SAT notice for the Taipei SAT class's
 * students and parents (no Simplified Chinese text: those readers get English). All as the demo admin,
 * through the mail center's services; the class is found by its name and its session's short name.
 */
export const demoMailCenterSeed: DemoSeed = {
  name: "demo-mail-center",
  run: async (tx, { config }) => {
    const { admin } = await demoPeople(tx, []);
    const today = new Date().toISOString().slice(0, 10);

    await createTemplate(
      tx,
      admin,
      mailTemplateInputSchema.parse({
        name: "Holiday closure 停課通知",
        content: {
          en: {
            subject: "{{school}} is closed for the holiday",
            body:
              "<p>Dear {{name}},</p>" +
              "<p>{{school}} will be closed for [holiday] from [date] to [date]. Classes resume on [date].</p>" +
              "<p>Lessons that fall in the break will be made up: your teacher will confirm the new time with you. " +
              "Tuition already paid is not affected.</p>" +
              "<p>Happy holidays!<br>The {{school}} office</p>",
          },
          "zh-TW": {
            subject: "【{{school}}】連假停課通知",
            body:
              "<p>{{name}} 您好：</p>" +
              "<p>適逢〔節日〕連假，{{school}}於 〇月〇日（週〇）至 〇月〇日（週〇）停課，〇月〇日（週〇）起恢復正常上課。</p>" +
              "<p>停課期間的課程將另行安排補課，補課時間由任課老師與您確認，已繳學費不受影響。" +
              "連假期間如有任何問題，歡迎透過 LINE 官方帳號留言，我們將於上班後盡快回覆。</p>" +
              "<p>敬祝 佳節愉快<br>{{school}} 敬上</p>",
          },
          "zh-CN": {
            subject: "【{{school}}】假期停课通知",
            body:
              "<p>{{name}} 您好：</p>" +
              "<p>适逢〔节日〕假期，{{school}}于 〇月〇日（周〇）至 〇月〇日（周〇）停课，〇月〇日（周〇）起恢复正常上课。</p>" +
              "<p>停课期间的课程将另行安排补课，补课时间由任课老师与您确认，已缴学费不受影响。" +
              "假期中如有任何问题，欢迎通过微信留言，我们将在上班后尽快回复。</p>" +
              "<p>祝 节日快乐<br>{{school}}</p>",
          },
        },
      }),
      "en",
    );

    // The term-start notice: the coming term (the running one if it has not started yet).
    const { current, next } = demoTerms();
    const term = current.start > today ? current : next;
    const [start, end] = [dayIn(term.start), dayIn(term.end)];
    const names = TERM_NAMES[term.name];
    const notice = await createMail(
      tx,
      admin,
      mailInputSchema.parse({
        content: {
          en: {
            subject: `${term.name} ${term.year} term starts on ${start.en}`,
            body:
              "<p>Dear {{name}},</p>" +
              `<p>Welcome to the ${term.name} ${term.year} term at {{school}}! Classes start on ` +
              `<strong>${start.en}</strong> and run until ${end.en}.</p>` +
              "<ul><li>Class times and classrooms are on your home page once you log in.</li>" +
              "<li>This term's bills are on the Bills page: please pay by the due date shown there.</li>" +
              "<li>If a class time does not work for you, contact the office (or message us on LINE) before the term starts.</li></ul>" +
              "<p>See you in class!<br>The {{school}} office</p>",
          },
          "zh-TW": {
            subject: `【{{school}}】${term.year} ${names.tw} ${start.tw}開課`,
            body:
              "<p>{{name}} 您好：</p>" +
              `<p>{{school}} ${term.year} 年${names.tw}將於 <strong>${start.tw}</strong>開課，上課至 ${end.tw}。</p>` +
              "<ul><li>上課時間與教室請登入會員首頁查看。</li>" +
              "<li>本期學費帳單已可於「帳單」頁面查看，請於繳費期限前完成繳費。</li>" +
              "<li>如上課時間不便，請於開課前與櫃台聯繫，或透過 LINE 官方帳號留言。</li></ul>" +
              "<p>期待在課堂上見到您！<br>{{school}} 櫃台 敬上</p>",
          },
          "zh-CN": {
            subject: `【{{school}}】${term.year} ${names.cn}${start.cn}开课`,
            body:
              "<p>{{name}} 您好：</p>" +
              `<p>{{school}} ${term.year} 年${names.cn}将于 <strong>${start.cn}</strong>开课，上课至 ${end.cn}。</p>` +
              "<ul><li>上课时间与教室请登录会员首页查看。</li>" +
              "<li>本期学费账单已可在“账单”页面查看，请在缴费期限前完成缴费。</li>" +
              "<li>如上课时间不便，请在开课前与前台联系，或通过微信留言。</li></ul>" +
              "<p>期待在课堂上见到您！<br>{{school}} 前台</p>",
          },
        },
        recipients: { roles: ["student", "parent"] },
      }),
      "en",
    );
    await sendMail(tx, admin, notice.id, "en", config.SMTP_URL ? "smtp" : "held");

    // The draft: a mock SAT for the Taipei SAT class, on a Saturday two weeks into its term.
    const [satClass] = await tx
      .select({ id: sessionClasses.id, start: sessionClasses.startDate })
      .from(sessionClasses)
      .innerJoin(courseSessions, eq(courseSessions.id, sessionClasses.courseSessionId))
      .where(
        and(eq(courseSessions.shortName, "SAT-S-TPE"), eq(sessionClasses.name, "SAT Reading & Writing A")),
      );
    if (!satClass?.start) throw new Error("demo-mail-center needs the class SAT Reading & Writing A");
    const mock = dayIn(saturdayFrom(addDays(satClass.start, 14)));
    await createMail(
      tx,
      admin,
      mailInputSchema.parse({
        content: {
          en: {
            subject: `Mock SAT on ${mock.en}: SAT Reading & Writing A`,
            body:
              "<p>Dear {{name}},</p>" +
              `<p>SAT Reading &amp; Writing A sits a full mock SAT on <strong>${mock.en}, 9:00–12:30</strong>, ` +
              "in room 301 at {{school}} Taipei. Please bring a charged laptop with Bluebook installed, a calculator and your student card.</p>" +
              "<p>Scores with a section-by-section report follow within a week. " +
              "Parents are welcome to book a short meeting with the teacher afterwards.</p>" +
              "<p>The {{school}} Taipei office</p>",
          },
          "zh-TW": {
            subject: `SAT 閱讀與寫作 A 班 ${mock.tw}模擬考通知`,
            body:
              "<p>{{name}} 您好：</p>" +
              `<p>SAT 閱讀與寫作 A 班將於 <strong>${mock.tw} 9:00–12:30</strong> 在{{school}}台北校 301 教室舉行全真模擬考。` +
              "請同學攜帶已安裝 Bluebook 並充飽電的筆電、計算機及學生證。</p>" +
              "<p>成績與各單元分析將於一週內公布；家長如需與老師面談，歡迎向櫃台預約。</p>" +
              "<p>{{school}}台北校 敬上</p>",
          },
        },
        recipients: { class_ids: [satClass.id], class_audience: "both" },
      }),
      "en",
    );
  },
};
