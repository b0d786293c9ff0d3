import { formatMoney, type Locale, type OrderDetail, type OrderStatusKey } from "@edu/shared";
import { createPdfDocument, moneyCell } from "../../pdf";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolDay } from "../../school-calendar";

type BillLabels = {
  bill: string;
  billTo: string;
  billNo: string;
  dueDate: string;
  issued: string;
  status: string;
  student: string;
  item: string;
  lessons: string;
  amount: string;
  inBill: string;
  subtotal: string;
  difference: string;
  totalDue: string;
  notes: string;
  paymentInfo: string;
  expireDate: string;
  page: (page: number, pages: number) => string;
  /** The heading and a line with its remark, in the language's own punctuation. */
  titled: (title: string) => string;
  withRemark: (title: string, remark: string) => string;
  statuses: Record<OrderStatusKey, string>;
};

/** The bill's printed texts per language (the PDF is in the language the bill is sent in). */
export const BILL_PDF_LABELS: Record<Locale, BillLabels> = {
  en: {
    bill: "Bill",
    billTo: "Bill to",
    billNo: "Bill no.",
    dueDate: "Payment due",
    issued: "Issued",
    status: "Status",
    student: "Student",
    item: "Item",
    lessons: "Lessons",
    amount: "Amount",
    inBill: "In bill currency",
    subtotal: "Subtotal",
    difference: "Adjustment",
    totalDue: "Total due",
    notes: "Notes",
    paymentInfo: "Payment information",
    expireDate: "Please pay by",
    page: (page, pages) => `Page ${page} of ${pages}`,
    titled: (title) => `Bill: ${title}`,
    withRemark: (title, remark) => `${title} (${remark})`,
    statuses: {
      created: "Created",
      payment_pending: "Awaiting payment",
      confirm_pending: "Payment being confirmed",
      confirmed: "Payment confirmed",
      paid: "Paid",
      issue: "Issue reported",
    },
  },
  "zh-TW": {
    bill: "帳單",
    billTo: "帳單對象",
    billNo: "帳單編號",
    dueDate: "收款日期",
    issued: "開立日期",
    status: "狀態",
    student: "學生",
    item: "項目",
    lessons: "堂數",
    amount: "金額",
    inBill: "帳單幣別金額",
    subtotal: "小計",
    difference: "差額調整",
    totalDue: "應付總額",
    notes: "備註",
    paymentInfo: "付款資訊",
    expireDate: "請於此日期前付款",
    page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
    titled: (title) => `帳單：${title}`,
    withRemark: (title, remark) => `${title}（${remark}）`,
    statuses: {
      created: "已建立",
      payment_pending: "待付款",
      confirm_pending: "待確認",
      confirmed: "已確認",
      paid: "已付款",
      issue: "有問題",
    },
  },
  "zh-CN": {
    bill: "账单",
    billTo: "账单对象",
    billNo: "账单编号",
    dueDate: "收款日期",
    issued: "开立日期",
    status: "状态",
    student: "学生",
    item: "项目",
    lessons: "课次",
    amount: "金额",
    inBill: "账单币种金额",
    subtotal: "小计",
    difference: "差额调整",
    totalDue: "应付总额",
    notes: "备注",
    paymentInfo: "付款信息",
    expireDate: "请于此日期前付款",
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    titled: (title) => `账单：${title}`,
    withRemark: (title, remark) => `${title}（${remark}）`,
    statuses: {
      created: "已创建",
      payment_pending: "待付款",
      confirm_pending: "待确认",
      confirmed: "已确认",
      paid: "已付款",
      issue: "有问题",
    },
  },
};

const CJK = /[\u2E80-\u2FFF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;
const nameOf = (first: string, last: string) => {
  if (!first.trim() || !last.trim()) return first.trim() || last.trim();
  return CJK.test(first) || CJK.test(last)
    ? `${last.trim()}${first.trim()}`
    : `${first.trim()} ${last.trim()}`;
};

/** Renders a bill in `lang` with the shared PDF helper (fonts shipped by npm: Chinese renders anywhere). */
export async function renderBillPdf(
  order: OrderDetail,
  lang: Locale,
  /** timeZone: the school's (config.SCHOOL_TIME_ZONE): the bill was issued on its calendar's day. */
  options: { expireDate?: string | null; schoolName?: string; timeZone?: string } = {},
): Promise<Buffer> {
  const t = BILL_PDF_LABELS[lang];
  const pdf = createPdfDocument({
    title: `${t.bill} #${order.id} ${order.title}`,
    lang,
    headerText: options.schoolName,
    footerText: `${t.billNo} ${order.id}`,
    pageLabel: t.page,
  });
  pdf.heading(t.titled(order.title));
  pdf.fields([
    [t.billNo, String(order.id)],
    [t.billTo, nameOf(order.parent.first_name, order.parent.last_name) || (order.parent.email ?? "")],
    [t.issued, schoolDay(order.created_at, options.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT)],
    [t.dueDate, order.receivable_date],
    [t.status, t.statuses[order.status_key]],
    ...(options.expireDate ? ([[t.expireDate, options.expireDate]] as const) : []),
  ]);
  pdf.space();
  pdf.table(
    [
      { header: t.student, width: 2 },
      { header: t.item, width: 4 },
      { header: t.lessons, width: 1, align: "right" },
      { header: t.amount, width: 2, align: "right" },
      { header: t.inBill, width: 2, align: "right" },
    ],
    order.order_items.map((item) => [
      item.student_name,
      item.remark ? t.withRemark(item.title, item.remark) : item.title,
      { text: item.lesson_logs.length > 0 ? String(item.lesson_logs.length) : "", align: "right" },
      moneyCell(item.price, item.price_currency, { code: true }),
      moneyCell(item.converted_price, order.price_currency, { code: true }),
    ]),
  );
  pdf.space();
  pdf.fields([
    [t.subtotal, formatMoney(order.total_price, order.price_currency, { code: true })],
    ...(order.difference_price !== 0
      ? ([
          [
            t.difference,
            formatMoney(order.difference_price, order.difference_price_currency, { code: true }),
          ],
        ] as const)
      : []),
    [t.totalDue, formatMoney(order.amount_due, order.price_currency, { code: true })],
  ]);
  if (order.notes) {
    pdf.space();
    pdf.heading(t.notes, { level: 2 });
    pdf.paragraph(order.notes);
  }
  if (order.payment_info || order.payment_info_remark) {
    pdf.space();
    pdf.heading(t.paymentInfo, { level: 2 });
    pdf.paragraph([order.payment_info, order.payment_info_remark].filter(Boolean).join("\n"));
  }
  return pdf.finish();
}
