import {
  type ContractTemplate,
  type EnrollmentCurrency,
  formatMoney,
  LOCALES,
  type Locale,
} from "@edu/shared";

export type ContractTerms = {
  /** The school, the other party (site content's company name in the contract's language). */
  schoolName: string;
  studentName: string;
  contactName: string;
  sessionTitle: string;
  startDate: string | null;
  endDate: string | null;
  feeAmount: number | null;
  currency: EnrollmentCurrency;
  needPayFirst: boolean;
  extraTerms: string;
};

/**
 * The fee as frozen into the contract text: the shared money rules (DESIGN.md §5) with the ISO
 * code, since `$` alone does not tell TWD from USD ("$36,000 TWD", "¥8,800 CNY").
 */
export function formatFee(amount: number | null, currency: EnrollmentCurrency): string {
  return amount === null ? "—" : formatMoney(amount, currency, { code: true });
}

const CJK = /[\u2E80-\u2FFF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;

/** A name as people of its script write it: 王 + 小明 → 王小明; Xiaoming + Wang → Xiaoming Wang. */
export function personName(first: string, last: string): string {
  const given = first.trim();
  const family = last.trim();
  if (!given || !family) return given || family;
  return CJK.test(given) || CJK.test(family) ? `${family}${given}` : `${given} ${family}`;
}

const KIND: Record<Locale, Record<ContractTemplate, string>> = {
  en: {
    group: "group class",
    private: "private tutoring",
    counseling: "admissions counseling",
  },
  "zh-CN": { group: "小班课程", private: "一对一辅导", counseling: "升学咨询" },
  "zh-TW": { group: "小班課程", private: "一對一輔導", counseling: "升學諮詢" },
};

export const CONTRACT_LABELS: Record<
  Locale,
  { title: string; signature: string; signedAt: string; ip: string; unsigned: string }
> = {
  en: {
    title: "Enrollment contract",
    signature: "Signature",
    signedAt: "Signed at",
    ip: "IP address",
    unsigned: "not signed yet",
  },
  "zh-CN": {
    title: "报名合同",
    signature: "签名",
    signedAt: "签署时间",
    ip: "IP 地址",
    unsigned: "尚未签署",
  },
  "zh-TW": {
    title: "報名合約",
    signature: "簽名",
    signedAt: "簽署時間",
    ip: "IP 位址",
    unsigned: "尚未簽署",
  },
};

/** A contract's title as the product composes it: the label, then the session's title (createContract). */
export const composeContractTitle = (locale: Locale, sessionTitle: string) =>
  `${CONTRACT_LABELS[locale].title} — ${sessionTitle}`;

/**
 * The contract's title for a reader: a title the product composed (label — session) is
 * composed again in the reader's language from the session's title in that language; a title an admin
 * gave is shown as given. The contract's body stays in the language it was signed in.
 */
export function contractTitleFor(stored: string, sessionTitle: string | null, locale: Locale): string {
  const composed = LOCALES.some((language) => stored.startsWith(composeContractTitle(language, "")));
  return composed && sessionTitle ? composeContractTitle(locale, sessionTitle) : stored;
}

const period = (t: ContractTerms) => (t.startDate ? `${t.startDate} – ${t.endDate ?? ""}` : "—");

/** The contract text, frozen when the contract is created (later session edits do not change it). */
export function renderContractBody(locale: Locale, template: ContractTemplate, t: ContractTerms): string {
  const kind = KIND[locale][template];
  const fee = formatFee(t.feeAmount, t.currency);
  const extra = t.extraTerms ? `\n\n${t.extraTerms}` : "";
  if (locale === "zh-CN") {
    return `甲方（家长/联系人）：${t.contactName}\n乙方（学校）：${t.schoolName}\n学生：${t.studentName}\n课程：${t.sessionTitle}（${kind}）\n上课期间：${period(t)}\n费用：${fee}\n\n1. 乙方依上述课程安排为学生提供${kind}服务。\n2. ${t.needPayFirst ? "学费须于开课前付清，付款后方可安排上课。" : "学费依账单所列期限支付。"}\n3. 因故缺课可依公司规定申请补课；退费依公司退费办法办理。\n4. 本合同经甲方在线签署后生效，签署人姓名、时间及 IP 地址将被记录。${extra}`;
  }
  if (locale === "zh-TW") {
    return `甲方（家長/聯絡人）：${t.contactName}\n乙方（學校）：${t.schoolName}\n學生：${t.studentName}\n課程：${t.sessionTitle}（${kind}）\n上課期間：${period(t)}\n費用：${fee}\n\n1. 乙方依上述課程安排為學生提供${kind}服務。\n2. ${t.needPayFirst ? "學費須於開課前付清，付款後方可安排上課。" : "學費依帳單所列期限支付。"}\n3. 因故缺課可依公司規定申請補課；退費依公司退費辦法辦理。\n4. 本合約經甲方線上簽署後生效，簽署人姓名、時間及 IP 位址將被記錄。${extra}`;
  }
  return `Parent / contact: ${t.contactName}\nSchool: ${t.schoolName}\nStudent: ${t.studentName}\nClass: ${t.sessionTitle} (${kind})\nPeriod: ${period(t)}\nFee: ${fee}\n\n1. ${t.schoolName} provides the ${kind} above to the student as scheduled.\n2. ${t.needPayFirst ? "The fee is paid in full before the first class; classes are scheduled once paid." : "The fee is paid by the due date on the bill."}\n3. Missed classes may be made up under the school's policy; refunds follow its refund policy.\n4. This contract takes effect when signed online; the signer's name, time and IP address are recorded.${extra}`;
}
