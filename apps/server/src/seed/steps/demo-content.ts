import { LOCALES, type Locale, SITE_CONTENT_KEYS } from "@edu/shared";
import type { Transaction } from "../../db/database";
import { siteContent } from "../../modules/content/content.table";
import { faqLabels, faqs, faqTopics } from "../../modules/faq/faq.table";
import { shortLinks } from "../../modules/short-links/short-links.table";
import { stories } from "../../modules/stories/stories.table";
import type { DemoSeed } from "../seed";
import { counselingServices } from "./demo-content-counseling";
import { DEMO_FAQ_LABELS, DEMO_FAQ_TOPICS } from "./demo-content-faq";
import { pageMeta } from "./demo-content-pages";

const perLocale = <T extends Record<string, unknown>>(build: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Record<Locale, T>;

type StoryText = { student_name: string; school: string; result: string; title: string; body: string };
const STORIES: Array<Record<Locale, StoryText>> = [
  {
    en: {
      student_name: "Ethan H.",
      school: "Taipei American School",
      result: "SAT 1550 (+260)",
      title: "From 1290 to 1550 in one summer",
      body: "I thought reading was my weak spot forever. The small class meant I had to explain every answer, and by August I was finishing the section with time to spare.",
    },
    "zh-CN": {
      student_name: "Ethan H.",
      school: "台北美国学校",
      result: "SAT 1550（提高 260 分）",
      title: "一个暑假从 1290 到 1550",
      body: "我一直以为阅读是我永远的弱项。小班上课让我必须解释每一个答案，到了八月，我已经能提前完成阅读部分。",
    },
    "zh-TW": {
      student_name: "Ethan H.",
      school: "台北美國學校",
      result: "SAT 1550（進步 260 分）",
      title: "一個暑假從 1290 到 1550",
      body: "我一直以為閱讀是我永遠的弱項。小班上課讓我必須解釋每一個答案，到了八月，我已經能提前完成閱讀部分。",
    },
  },
  {
    en: {
      student_name: "Chloe W.",
      school: "Shanghai American School",
      result: "Admitted to Stanford (REA)",
      title: "Finding the story only I could tell",
      body: "My counselor kept asking why until I found the essay about my grandmother's tea shop. It was the first draft I was proud of.",
    },
    "zh-CN": {
      student_name: "Chloe W.",
      school: "上海美国学校",
      result: "斯坦福大学提前录取",
      title: "找到只有我能讲的故事",
      body: "我的顾问一直追问“为什么”，直到我写出了关于外婆茶铺的文书。那是我第一次为自己的初稿感到骄傲。",
    },
    "zh-TW": {
      student_name: "Chloe W.",
      school: "上海美國學校",
      result: "史丹佛大學提前錄取",
      title: "找到只有我能說的故事",
      body: "我的顧問一直追問「為什麼」，直到我寫出了關於外婆茶鋪的文書。那是我第一次為自己的初稿感到驕傲。",
    },
  },
  {
    en: {
      student_name: "Daniel L.",
      school: "Kang Chiao International School",
      result: "ACT 35 (+8)",
      title: "Timing was everything",
      body: "The science section used to beat me on time. Weekly timed drills and the teacher's shortcuts took me from 27 to 35.",
    },
    "zh-CN": {
      student_name: "Daniel L.",
      school: "康桥国际学校",
      result: "ACT 35（提高 8 分）",
      title: "关键在于时间",
      body: "以前科学部分总是做不完。每周的计时练习和老师教的技巧，让我从 27 分进步到 35 分。",
    },
    "zh-TW": {
      student_name: "Daniel L.",
      school: "康橋國際學校",
      result: "ACT 35（進步 8 分）",
      title: "關鍵在於時間",
      body: "以前科學部分總是寫不完。每週的計時練習和老師教的技巧，讓我從 27 分進步到 35 分。",
    },
  },
  {
    en: {
      student_name: "Grace C.",
      school: "Taipei First Girls' High School",
      result: "TOEFL 112",
      title: "Speaking with confidence",
      body: "I had never spoken English outside class. Recording answers every day and getting precise feedback changed that in ten weeks.",
    },
    "zh-CN": {
      student_name: "Grace C.",
      school: "北一女中",
      result: "托福 112 分",
      title: "自信开口说英语",
      body: "我以前从没在课外说过英语。每天录音练习并获得精准反馈，十周后我完全不一样了。",
    },
    "zh-TW": {
      student_name: "Grace C.",
      school: "北一女中",
      result: "托福 112 分",
      title: "自信開口說英語",
      body: "我以前從沒在課外說過英語。每天錄音練習並獲得精準回饋，十週後我完全不一樣了。",
    },
  },
  {
    en: {
      student_name: "Kevin T.",
      school: "Morrison Academy",
      result: "Admitted to UC Berkeley and UCLA",
      title: "Eight UC essays, one voice",
      body: "The personal insight questions felt endless. We planned all eight together so each showed a different side of me.",
    },
    "zh-CN": {
      student_name: "Kevin T.",
      school: "马礼逊美国学校",
      result: "录取加州大学伯克利分校与洛杉矶分校",
      title: "八篇 UC 文书，一个声音",
      body: "UC 的个人问题好像写不完。我们一起规划了八篇文书，每一篇都展现我不同的一面。",
    },
    "zh-TW": {
      student_name: "Kevin T.",
      school: "馬禮遜美國學校",
      result: "錄取加州大學柏克萊分校與洛杉磯分校",
      title: "八篇 UC 文書，一個聲音",
      body: "UC 的個人問題好像寫不完。我們一起規劃了八篇文書，每一篇都展現我不同的一面。",
    },
  },
  {
    en: {
      student_name: "Sophie Y.",
      school: "Dominican International School",
      result: "SAT Math 800",
      title: "A perfect math score",
      body: "The advanced math class covered every trick question I met on test day. I walked out knowing I had a perfect score.",
    },
    "zh-CN": {
      student_name: "Sophie Y.",
      school: "道明外侨学校",
      result: "SAT 数学 800 分",
      title: "数学满分",
      body: "进阶数学课涵盖了考试当天遇到的所有陷阱题。走出考场时，我就知道自己拿了满分。",
    },
    "zh-TW": {
      student_name: "Sophie Y.",
      school: "道明外僑學校",
      result: "SAT 數學 800 分",
      title: "數學滿分",
      body: "進階數學課涵蓋了考試當天遇到的所有陷阱題。走出考場時，我就知道自己拿了滿分。",
    },
  },
];

const TOEFL_VIDEOS = [
  {
    id: "reading-1",
    youtube_id: "EvgTflRd01a",
    duration_seconds: 742,
    en: "Reading: vocabulary in context",
    cn: "阅读：语境中的词汇",
    tw: "閱讀：語境中的字彙",
  },
  {
    id: "listening-1",
    youtube_id: "EvgTflLs01b",
    duration_seconds: 905,
    en: "Listening: taking notes on lectures",
    cn: "听力：课堂讲座笔记法",
    tw: "聽力：課堂講座筆記法",
  },
  {
    id: "speaking-1",
    youtube_id: "EvgTflSp01c",
    duration_seconds: 618,
    en: "Speaking: the independent task",
    cn: "口语：独立口语题",
    tw: "口說：獨立口說題",
  },
  {
    id: "writing-1",
    youtube_id: "EvgTflWr01d",
    duration_seconds: 1033,
    en: "Writing: the integrated essay",
    cn: "写作：综合写作",
    tw: "寫作：整合寫作",
  },
];

function siteContentRows() {
  return [
    {
      key: SITE_CONTENT_KEYS.figures,
      data: {
        class_size_min: 6,
        class_size_max: 12,
        sat_score_gain: 250,
        act_score_gain: 7,
        founded_year: 2009,
        students_served: 5000,
        group_discounts: [
          { students: 2, amount: 200000, currency: "TWD" },
          { students: 3, amount: 300000, currency: "TWD" },
          { students: 4, amount: 500000, currency: "TWD" },
        ],
      },
      translations: {
        en: {
          group_discount_note: "Per student, when enrolling together.",
          score_gain_note: "Average gain of students who completed the course.",
        },
        "zh-CN": {
          group_discount_note: "同行报名，每人享有的优惠。",
          score_gain_note: "完成课程学生的平均提分。",
        },
        "zh-TW": {
          group_discount_note: "同行報名，每人享有的優惠。",
          score_gain_note: "完成課程學生的平均進步分數。",
        },
      },
    },
    {
      key: SITE_CONTENT_KEYS.prices,
      data: {
        prices: {
          sat_course: { amount: 4800000, currency: "TWD", unit: "course" },
          act_course: { amount: 4500000, currency: "TWD", unit: "course" },
          sat_math: { amount: 2400000, currency: "TWD", unit: "course" },
          toefl_course: { amount: 3600000, currency: "TWD", unit: "course" },
          private_inperson: { amount: 300000, currency: "TWD", unit: "hour" },
          private_online: { amount: 270000, currency: "TWD", unit: "hour" },
          application_counseling: { amount: 25000000, currency: "TWD", unit: "package" },
        },
      },
      translations: {
        en: { note: "Prices include materials and mock tests." },
        "zh-CN": { note: "价格已包含教材与模拟考试。" },
        "zh-TW": { note: "價格已包含教材與模擬考試。" },
      },
    },
    { key: SITE_CONTENT_KEYS.counselingServices, data: {}, translations: perLocale(counselingServices) },
    {
      key: SITE_CONTENT_KEYS.toeflVideos,
      data: {
        videos: TOEFL_VIDEOS.map(({ id, youtube_id, duration_seconds }) => ({
          id,
          youtube_id,
          duration_seconds,
        })),
      },
      translations: {
        en: { title: "Free TOEFL lessons", videos: TOEFL_VIDEOS.map((v) => ({ id: v.id, title: v.en })) },
        "zh-CN": { title: "免费托福课程", videos: TOEFL_VIDEOS.map((v) => ({ id: v.id, title: v.cn })) },
        "zh-TW": { title: "免費托福課程", videos: TOEFL_VIDEOS.map((v) => ({ id: v.id, title: v.tw })) },
      },
    },
    {
      key: SITE_CONTENT_KEYS.links,
      data: {
        blogs_url: "https://blog.edubridge.example/",
        seminar_form_url: "https://forms.edubridge.example/admissions-stories-seminar",
        line_url: "https://line.me/R/ti/p/@edubridge",
        facebook_url: "https://www.facebook.com/edubridge.example",
        youtube_url: "https://www.youtube.com/@edubridge-example",
      },
      translations: { en: {} },
    },
    {
      key: SITE_CONTENT_KEYS.contact,
      data: {
        email: "hello@edubridge.example",
        phone_tw: "+886 2 2700 1234",
        phone_cn: "+86 21 6288 1234",
        line_id: "@edubridge",
        wechat_id: "edubridge_edu",
      },
      translations: {
        en: {
          company_name: "EduBridge",
          address_tw: "5F, No. 100, Sec. 2, Dunhua S. Rd., Da'an Dist., Taipei",
          address_cn: "Room 1201, 1000 West Nanjing Road, Jing'an District, Shanghai",
          office_hours: "Mon–Sat 10:00–21:00",
        },
        "zh-CN": {
          company_name: "育桥教育",
          address_tw: "台北市大安区敦化南路二段 100 号 5 楼",
          address_cn: "上海市静安区南京西路 1000 号 1201 室",
          office_hours: "周一至周六 10:00–21:00",
        },
        "zh-TW": {
          company_name: "育橋教育",
          address_tw: "台北市大安區敦化南路二段 100 號 5 樓",
          address_cn: "上海市靜安區南京西路 1000 號 1201 室",
          office_hours: "週一至週六 10:00–21:00",
        },
      },
    },
    {
      // The account families transfer to (a demo account: the bank is real, the number is not).
      key: SITE_CONTENT_KEYS.bankAccount,
      data: { bank_code: "822", account_number: "0123-456-789012" },
      translations: {
        en: {
          bank_name: "CTBC Bank",
          branch: "Dunnan Branch",
          account_name: "EduBridge Education Co., Ltd.",
          note: "Please write the bill number in the transfer remark.",
        },
        "zh-TW": {
          bank_name: "中國信託商業銀行",
          branch: "敦南分行",
          account_name: "育橋教育股份有限公司",
          note: "轉帳時請於備註填寫帳單編號。",
        },
        "zh-CN": {
          bank_name: "中国信托商业银行",
          branch: "敦南分行",
          account_name: "育桥教育股份有限公司",
          note: "转账时请于备注填写账单编号。",
        },
      },
    },
    { key: SITE_CONTENT_KEYS.pageMeta, data: {}, translations: perLocale(pageMeta) },
  ];
}

const SHORT_LINKS = [
  { key: "sat-summer-2026", fullUrl: "https://forms.edubridge.example/sat-summer-2026" },
  { key: "toefl-trial", fullUrl: "https://forms.edubridge.example/toefl-free-trial" },
  { key: "open-house", fullUrl: "https://www.edubridge.example/events/open-house?utm_source=line" },
];

async function seedFaq(tx: Transaction): Promise<void> {
  const labelIds = new Map<string, number>();
  let order = 0;
  for (const [name, text] of Object.entries(DEMO_FAQ_LABELS)) {
    const [row] = await tx
      .insert(faqLabels)
      .values({ sortOrder: ++order, translations: perLocale((l) => ({ name: text[l] })) })
      .returning({ id: faqLabels.id });
    if (row) labelIds.set(name, row.id);
  }
  for (const topic of DEMO_FAQ_TOPICS) {
    const [row] = await tx
      .insert(faqTopics)
      .values({
        slug: topic.slug,
        sortOrder: topic.order,
        translations: perLocale((l) => ({ name: topic.name[l], description: topic.description[l] })),
      })
      .onConflictDoNothing({ target: faqTopics.slug })
      .returning({ id: faqTopics.id });
    if (!row) continue; // an admin made this section already: leave it as it is
    await tx.insert(faqs).values(
      topic.faqs.map((faq, index) => ({
        faqTopicId: row.id,
        faqLabelId: faq.label ? (labelIds.get(faq.label) ?? null) : null,
        sortOrder: index + 1,
        translations: perLocale((l) => ({ question: faq.q[l], answer: faq.a[l] })),
      })),
    );
  }
}

/** Public website content in all three languages: FAQ, stories, marketing figures, links, short links. */
export const demoContentSeed: DemoSeed = {
  name: "demo-content",
  run: async (tx) => {
    await seedFaq(tx);
    await tx
      .insert(stories)
      .values(STORIES.map((translations, index) => ({ sortOrder: index + 1, translations })));
    await tx.insert(siteContent).values(siteContentRows()).onConflictDoNothing({ target: siteContent.key });
    await tx.insert(shortLinks).values(SHORT_LINKS).onConflictDoNothing({ target: shortLinks.key });
  },
};
