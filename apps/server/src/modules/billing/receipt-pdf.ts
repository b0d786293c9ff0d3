import { formatMoney, type Locale, type OrderPayments, type OrderStatusKey } from "@edu/shared";
import { createPdfDocument, moneyCell } from "../../pdf";
import { BILL_PDF_LABELS } from "./bill-pdf";

type ReceiptLabels = {
  receipt: string;
  receiptNo: string;
  receivedFrom: string;
  bill: string;
  dueDate: string;
  issued: string;
  status: string;
  item: string;
  amount: string;
  totalDue: string;
  payments: string;
  date: string;
  method: string;
  paid: string;
  inBill: string;
  verifiedPaid: string;
  balancePaid: string;
  markedPaid: string;
  outstanding: string;
  credited: string;
  noPayments: string;
  thanks: string;
  methods: Record<"parent_proof" | "admin_received" | "balance", string>;
  page: (page: number, pages: number) => string;
  /** A line and its student, in the language's own punctuation. */
  forStudent: (title: string, student: string) => string;
};

/** The receipt's printed texts per language (the bill's language unless another is asked for). */
export const RECEIPT_LABELS: Record<Locale, ReceiptLabels> = {
  en: {
    receipt: "Receipt",
    receiptNo: "Receipt no.",
    receivedFrom: "Received from",
    bill: "Bill",
    dueDate: "Payment due",
    issued: "Issued",
    status: "Status",
    item: "Item",
    amount: "Amount",
    totalDue: "Total due",
    payments: "Payments received",
    date: "Date",
    method: "Method",
    paid: "Paid",
    inBill: "In bill currency",
    verifiedPaid: "Payments received",
    balancePaid: "Paid from balance",
    markedPaid: "Marked paid",
    outstanding: "Still owed",
    credited: "Credited to your balance",
    noPayments: "No payment has been received yet.",
    thanks: "Thank you.",
    methods: {
      parent_proof: "Transfer",
      admin_received: "Received by the school",
      balance: "Account balance",
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
    forStudent: (title, student) => `${title} (${student})`,
  },
  "zh-TW": {
    receipt: "收據",
    receiptNo: "收據編號",
    receivedFrom: "付款人",
    bill: "帳單",
    dueDate: "收款日期",
    issued: "開立日期",
    status: "狀態",
    item: "項目",
    amount: "金額",
    totalDue: "應付總額",
    payments: "已收款項",
    date: "日期",
    method: "付款方式",
    paid: "付款金額",
    inBill: "帳單幣別金額",
    verifiedPaid: "已收款",
    balancePaid: "餘額扣款",
    markedPaid: "標記已付",
    outstanding: "尚欠金額",
    credited: "已轉入您的餘額",
    noPayments: "尚未收到任何款項。",
    thanks: "謝謝您。",
    methods: { parent_proof: "匯款", admin_received: "學校收款", balance: "帳戶餘額" },
    page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
    forStudent: (title, student) => `${title}（${student}）`,
  },
  "zh-CN": {
    receipt: "收据",
    receiptNo: "收据编号",
    receivedFrom: "付款人",
    bill: "账单",
    dueDate: "收款日期",
    issued: "开立日期",
    status: "状态",
    item: "项目",
    amount: "金额",
    totalDue: "应付总额",
    payments: "已收款项",
    date: "日期",
    method: "付款方式",
    paid: "付款金额",
    inBill: "账单币种金额",
    verifiedPaid: "已收款",
    balancePaid: "余额扣款",
    markedPaid: "标记已付",
    outstanding: "尚欠金额",
    credited: "已转入您的余额",
    noPayments: "尚未收到任何款项。",
    thanks: "谢谢您。",
    methods: { parent_proof: "汇款", admin_received: "学校收款", balance: "账户余额" },
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    forStudent: (title, student) => `${title}（${student}）`,
  },
};

export type ReceiptData = {
  orderId: number;
  title: string;
  parentName: string;
  receivableDate: string;
  issuedOn: string;
  statusKey: OrderStatusKey;
  lines: Array<{ title: string; studentName: string; amount: number }>;
  payments: OrderPayments;
};

/** The receipt of a bill: its lines, the verified payments and where it stands, in `lang`. */
export async function renderReceiptPdf(data: ReceiptData, lang: Locale): Promise<Buffer> {
  const labels = RECEIPT_LABELS[lang];
  const { summary } = data.payments;
  const currency = summary.price_currency;
  const receiptNo = `R-${String(data.orderId).padStart(6, "0")}`;
  const pdf = createPdfDocument({
    title: `${labels.receipt} ${receiptNo}`,
    lang,
    headerText: `${labels.receipt} ${receiptNo}`,
    footerText: data.title,
    pageLabel: labels.page,
  });
  pdf.heading(labels.receipt);
  pdf.fields([
    [labels.receiptNo, receiptNo],
    [labels.receivedFrom, data.parentName],
    [labels.bill, data.title],
    [labels.dueDate, data.receivableDate],
    [labels.issued, data.issuedOn],
    [labels.status, BILL_PDF_LABELS[lang].statuses[data.statusKey]],
  ]);
  pdf.space();
  pdf.table(
    [
      { header: labels.item, width: 5 },
      { header: labels.amount, width: 2, align: "right" },
    ],
    data.lines.map((line) => [
      line.studentName ? labels.forStudent(line.title, line.studentName) : line.title,
      moneyCell(line.amount, currency),
    ]),
  );
  pdf.space();
  const verified = data.payments.transactions.filter((row) => row.status === "verified");
  pdf.heading(labels.payments, { level: 2 });
  if (verified.length === 0) {
    pdf.paragraph(labels.noPayments);
  } else {
    pdf.table(
      [
        { header: labels.date, width: 2 },
        { header: labels.method, width: 3 },
        { header: labels.paid, width: 2, align: "right" },
        { header: labels.inBill, width: 2, align: "right" },
      ],
      verified.map((row) => [
        row.date,
        row.account_last5 ? `${labels.methods[row.kind]} (${row.account_last5})` : labels.methods[row.kind],
        moneyCell(row.original_price, row.original_currency),
        moneyCell(row.price, row.price_currency),
      ]),
    );
  }
  pdf.space();
  const credited = verified.reduce((sum, row) => sum + row.credited_amount, 0);
  const totals: Array<readonly [string, string]> = [
    [labels.totalDue, formatMoney(summary.amount_due, currency)],
    [labels.verifiedPaid, formatMoney(summary.verified_paid, currency)],
    [labels.balancePaid, formatMoney(summary.balance_paid, currency)],
  ];
  if (summary.marked_paid > 0) totals.push([labels.markedPaid, formatMoney(summary.marked_paid, currency)]);
  totals.push([labels.outstanding, formatMoney(summary.outstanding, currency)]);
  if (credited > 0) totals.push([labels.credited, formatMoney(credited, currency)]);
  pdf.fields(totals);
  pdf.space();
  pdf.paragraph(labels.thanks);
  return pdf.finish();
}
