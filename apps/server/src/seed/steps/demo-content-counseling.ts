import type { Locale } from "@edu/shared";

/** The application counseling page's 40-item service table, grouped assess / prepare / apply / follow-up / Q&A. */
const GROUPS: Array<{ key: string; title: Record<Locale, string>; items: Array<[string, string, string]> }> =
  [
    {
      key: "assess",
      title: { en: "Assess", "zh-CN": "评估", "zh-TW": "評估" },
      items: [
        ["Initial consultation with the family", "家庭初次咨询", "家庭初次諮詢"],
        ["Academic record review", "学业成绩审阅", "學業成績審閱"],
        ["Standardized test plan", "标准化考试规划", "標準化考試規劃"],
        ["Activities and awards inventory", "活动与奖项盘点", "活動與獎項盤點"],
        ["Personality and interest assessment", "性格与兴趣测评", "性格與興趣測評"],
        ["Major and career exploration", "专业与职业探索", "科系與職涯探索"],
        ["Budget and financial aid review", "预算与助学金评估", "預算與助學金評估"],
        ["Initial college list", "初步选校名单", "初步選校名單"],
      ],
    },
    {
      key: "prepare",
      title: { en: "Prepare", "zh-CN": "准备", "zh-TW": "準備" },
      items: [
        ["Course selection advice", "选课建议", "選課建議"],
        ["Summer program planning", "暑期项目规划", "暑期計畫規劃"],
        ["Extracurricular strategy", "课外活动策略", "課外活動策略"],
        ["Research and competition guidance", "研究与竞赛指导", "研究與競賽指導"],
        ["Resume and activity list", "简历与活动列表", "履歷與活動列表"],
        ["Recommendation letter planning", "推荐信规划", "推薦信規劃"],
        ["Campus visit planning", "校园参访规划", "校園參訪規劃"],
        ["Final college list", "最终选校名单", "最終選校名單"],
        ["Early decision and early action strategy", "ED 与 EA 申请策略", "ED 與 EA 申請策略"],
        ["Application timeline", "申请时间表", "申請時間表"],
      ],
    },
    {
      key: "apply",
      title: { en: "Apply", "zh-CN": "申请", "zh-TW": "申請" },
      items: [
        ["Common App account setup", "Common App 账户设置", "Common App 帳號設定"],
        ["Personal essay brainstorming", "主文书构思", "主文書發想"],
        ["Personal essay drafting and feedback", "主文书写作与反馈", "主文書寫作與回饋"],
        ["Supplemental essays", "附加文书", "附加文書"],
        ["Activity descriptions", "活动描述撰写", "活動描述撰寫"],
        ["Honors and awards section", "荣誉与奖项填写", "榮譽與獎項填寫"],
        ["Additional information section", "补充信息填写", "補充資訊填寫"],
        ["UC application", "加州大学申请", "加州大學申請"],
        ["Portfolio and arts supplements", "作品集与艺术附加材料", "作品集與藝術附加資料"],
        [
          "Financial aid forms (CSS Profile, FAFSA)",
          "助学金表格（CSS Profile、FAFSA）",
          "助學金表格（CSS Profile、FAFSA）",
        ],
        ["Application review before submission", "提交前全面审阅", "遞交前全面審閱"],
        ["Submission and fee checks", "递交与申请费确认", "遞交與申請費確認"],
      ],
    },
    {
      key: "follow-up",
      title: { en: "Follow-up", "zh-CN": "后续跟进", "zh-TW": "後續追蹤" },
      items: [
        ["Interview preparation", "面试准备", "面試準備"],
        ["Portal and document tracking", "申请系统与材料追踪", "申請系統與資料追蹤"],
        ["Mid-year report", "期中成绩报告", "期中成績報告"],
        ["Letters of continued interest", "持续意向信", "持續意向信"],
        ["Waitlist strategy", "候补名单策略", "候補名單策略"],
        ["Offer comparison and final choice", "录取比较与最终决定", "錄取比較與最終決定"],
      ],
    },
    {
      key: "qa",
      title: { en: "Q&A", "zh-CN": "答疑", "zh-TW": "答疑" },
      items: [
        ["Unlimited questions by LINE or WeChat", "LINE 或微信不限次数答疑", "LINE 或微信不限次數答疑"],
        ["Monthly parent meeting", "每月家长会议", "每月家長會議"],
        ["Visa and pre-departure advice", "签证与行前指导", "簽證與行前指導"],
        ["First-year course registration help", "大一选课协助", "大一選課協助"],
      ],
    },
  ];

const INTRO: Record<Locale, { title: string; intro: string }> = {
  en: {
    title: "Application counseling services",
    intro: "Forty services across four stages, with questions answered all the way through.",
  },
  "zh-CN": { title: "升学申请辅导服务", intro: "四个阶段共四十项服务，全程答疑。" },
  "zh-TW": { title: "升學申請輔導服務", intro: "四個階段共四十項服務，全程答疑。" },
};

const COLUMN: Record<Locale, number> = { en: 0, "zh-CN": 1, "zh-TW": 2 };

export function counselingServices(locale: Locale) {
  return {
    ...INTRO[locale],
    groups: GROUPS.map((group) => ({
      key: group.key,
      title: group.title[locale],
      items: group.items.map((item, index) => ({
        key: `${group.key}-${index + 1}`,
        name: item[COLUMN[locale]],
      })),
    })),
  };
}

export const COUNSELING_SERVICE_COUNT = GROUPS.reduce((n, group) => n + group.items.length, 0);
