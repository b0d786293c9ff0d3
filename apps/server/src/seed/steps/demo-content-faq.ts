import type { Locale } from "@edu/shared";

type Text<T> = Record<Locale, T>;
export type DemoFaq = { label?: string; q: Text<string>; a: Text<string> };
export type DemoTopic = {
  slug: string;
  order: number;
  name: Text<string>;
  description: Text<string>;
  faqs: DemoFaq[];
};

export const DEMO_FAQ_LABELS: Record<string, Text<string>> = {
  general: { en: "General", "zh-CN": "一般问题", "zh-TW": "一般問題" },
  schedule: { en: "Schedule", "zh-CN": "上课时间", "zh-TW": "上課時間" },
  payment: { en: "Payment", "zh-CN": "付款", "zh-TW": "付款" },
  online: { en: "Online classes", "zh-CN": "线上课程", "zh-TW": "線上課程" },
};

export const DEMO_FAQ_TOPICS: DemoTopic[] = [
  {
    slug: "about-us",
    order: 1,
    name: { en: "About us", "zh-CN": "关于我们", "zh-TW": "關於我們" },
    description: {
      en: "Who we are and how we teach.",
      "zh-CN": "认识我们和我们的教学方式。",
      "zh-TW": "認識我們和我們的教學方式。",
    },
    faqs: [
      {
        label: "general",
        q: {
          en: "Where are your centers?",
          "zh-CN": "你们的教学中心在哪里？",
          "zh-TW": "你們的教學中心在哪裡？",
        },
        a: {
          en: "We teach in Taipei (Da'an District) and Shanghai (Jing'an District), and online for students anywhere.",
          "zh-CN": "我们在台北（大安区）和上海（静安区）设有教学中心，也为各地学生提供线上课程。",
          "zh-TW": "我們在台北（大安區）和上海（靜安區）設有教學中心，也為各地學生提供線上課程。",
        },
      },
      {
        label: "general",
        q: {
          en: "How long have you been teaching?",
          "zh-CN": "你们成立多久了？",
          "zh-TW": "你們成立多久了？",
        },
        a: {
          en: "Since 2009. More than 5,000 students have prepared for the SAT, ACT, TOEFL and college applications with us.",
          "zh-CN": "我们成立于 2009 年，已有超过 5,000 名学生在这里准备 SAT、ACT、托福和大学申请。",
          "zh-TW": "我們成立於 2009 年，已有超過 5,000 名學生在這裡準備 SAT、ACT、托福和大學申請。",
        },
      },
      {
        label: "general",
        q: {
          en: "Why are your classes so small?",
          "zh-CN": "为什么班级人数这么少？",
          "zh-TW": "為什麼班級人數這麼少？",
        },
        a: {
          en: "Group classes have 6 to 12 students so every student speaks, gets feedback and is noticed when they fall behind.",
          "zh-CN": "团体班每班 6 到 12 人，每位学生都有发言和获得反馈的机会，落后时也能及时被发现。",
          "zh-TW": "團體班每班 6 到 12 人，每位學生都有發言和獲得回饋的機會，落後時也能及時被發現。",
        },
      },
    ],
  },
  {
    slug: "courses",
    order: 2,
    name: { en: "Courses and classes", "zh-CN": "课程与班级", "zh-TW": "課程與班級" },
    description: {
      en: "Group classes, private lessons and test preparation.",
      "zh-CN": "团体班、一对一课程与考试准备。",
      "zh-TW": "團體班、一對一課程與考試準備。",
    },
    faqs: [
      {
        label: "schedule",
        q: {
          en: "When do summer SAT classes start?",
          "zh-CN": "暑期 SAT 班什么时候开课？",
          "zh-TW": "暑期 SAT 班什麼時候開課？",
        },
        a: {
          en: "Summer classes start in late June and run eight weeks; winter classes run over the January break.",
          "zh-CN": "暑期班于六月下旬开课，为期八周；寒假班在一月寒假期间上课。",
          "zh-TW": "暑期班於六月下旬開課，為期八週；寒假班在一月寒假期間上課。",
        },
      },
      {
        label: "online",
        q: { en: "Can I take classes online?", "zh-CN": "可以线上上课吗？", "zh-TW": "可以線上上課嗎？" },
        a: {
          en: "Yes. Every group class has an online section, and private lessons can be online or in person.",
          "zh-CN": "可以。每个团体班都有线上班，一对一课程也可选择线上或实体上课。",
          "zh-TW": "可以。每個團體班都有線上班，一對一課程也可選擇線上或實體上課。",
        },
      },
      {
        q: {
          en: "How much can my score improve?",
          "zh-CN": "分数可以提高多少？",
          "zh-TW": "分數可以提高多少？",
        },
        a: {
          en: "Students who complete our SAT course gain 250 points on average; ACT students gain 7 points on average.",
          "zh-CN": "完成 SAT 课程的学生平均提高 250 分；ACT 学生平均提高 7 分。",
          "zh-TW": "完成 SAT 課程的學生平均進步 250 分；ACT 學生平均進步 7 分。",
        },
      },
    ],
  },
  {
    slug: "counseling",
    order: 3,
    name: { en: "Application counseling", "zh-CN": "升学申请辅导", "zh-TW": "升學申請輔導" },
    description: {
      en: "Planning, essays and applications to US universities.",
      "zh-CN": "美国大学申请规划、文书与递交。",
      "zh-TW": "美國大學申請規劃、文書與遞交。",
    },
    faqs: [
      {
        q: {
          en: "When should we start counseling?",
          "zh-CN": "什么时候开始申请辅导比较好？",
          "zh-TW": "什麼時候開始申請輔導比較好？",
        },
        a: {
          en: "Ideally in grade 10, so there is time to plan courses, activities and testing before senior year.",
          "zh-CN": "最好在十年级开始，这样在升入十二年级前有足够时间规划选课、活动和考试。",
          "zh-TW": "最好在十年級開始，這樣在升上十二年級前有足夠時間規劃選課、活動和考試。",
        },
      },
      {
        q: { en: "Do you write the essays?", "zh-CN": "你们会代写文书吗？", "zh-TW": "你們會代寫文書嗎？" },
        a: {
          en: "No. Counselors help students find their stories and give detailed feedback, but every word is the student's own.",
          "zh-CN": "不会。顾问帮助学生挖掘自己的故事并给予详细反馈，但每一个字都由学生本人完成。",
          "zh-TW": "不會。顧問協助學生挖掘自己的故事並給予詳細回饋，但每一個字都由學生本人完成。",
        },
      },
    ],
  },
  {
    slug: "enrollment",
    order: 4,
    name: { en: "Enrollment and payment", "zh-CN": "报名与付款", "zh-TW": "報名與付款" },
    description: {
      en: "Signing up, discounts and refunds.",
      "zh-CN": "报名、优惠与退费。",
      "zh-TW": "報名、優惠與退費。",
    },
    faqs: [
      {
        label: "payment",
        q: { en: "Are there group discounts?", "zh-CN": "有团报优惠吗？", "zh-TW": "有團報優惠嗎？" },
        a: {
          en: "Yes: NT$2,000 off each for two students enrolling together, NT$3,000 for three and NT$5,000 for four or more.",
          "zh-CN": "有：两人同报每人优惠 NT$2,000，三人每人优惠 NT$3,000，四人以上每人优惠 NT$5,000。",
          "zh-TW": "有：兩人同報每人優惠 NT$2,000，三人每人優惠 NT$3,000，四人以上每人優惠 NT$5,000。",
        },
      },
      {
        label: "payment",
        q: { en: "How can I pay?", "zh-CN": "可以用什么方式付款？", "zh-TW": "可以用什麼方式付款？" },
        a: {
          en: "By bank transfer or credit card. A bill is issued after the placement test.",
          "zh-CN": "可以银行转账或刷卡。分班测验后会开立账单。",
          "zh-TW": "可以銀行轉帳或刷卡。分班測驗後會開立帳單。",
        },
      },
      {
        label: "schedule",
        q: {
          en: "What if my child misses a class?",
          "zh-CN": "孩子缺课怎么办？",
          "zh-TW": "孩子缺課怎麼辦？",
        },
        a: {
          en: "Every class is recorded; the teacher also holds office hours each week to go over missed material.",
          "zh-CN": "每堂课都有录像，老师每周也有答疑时间，可以补上缺课内容。",
          "zh-TW": "每堂課都有錄影，老師每週也有答疑時間，可以補上缺課內容。",
        },
      },
    ],
  },
  {
    slug: "instructors",
    order: 900,
    name: { en: "Instructor FAQ", "zh-CN": "师资常见问题", "zh-TW": "師資常見問題" },
    description: { en: "", "zh-CN": "", "zh-TW": "" },
    faqs: [
      {
        q: {
          en: "Who are your instructors?",
          "zh-CN": "你们的老师是什么背景？",
          "zh-TW": "你們的老師是什麼背景？",
        },
        a: {
          en: "Graduates of leading US universities with years of test-prep experience; several are former admissions readers.",
          "zh-CN": "老师毕业于美国顶尖大学，拥有多年考试辅导经验，其中几位曾担任招生官审阅申请。",
          "zh-TW": "老師畢業於美國頂尖大學，擁有多年考試輔導經驗，其中幾位曾擔任招生官審閱申請。",
        },
      },
      {
        q: {
          en: "Can we choose a teacher for private lessons?",
          "zh-CN": "一对一课程可以指定老师吗？",
          "zh-TW": "一對一課程可以指定老師嗎？",
        },
        a: {
          en: "Yes. After a free meet-and-greet you may keep the teacher or ask for another.",
          "zh-CN": "可以。免费见面会后，您可以选择继续或更换老师。",
          "zh-TW": "可以。免費見面會後，您可以選擇繼續或更換老師。",
        },
      },
    ],
  },
];
