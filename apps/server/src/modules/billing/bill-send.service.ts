import { formatMoney, type Locale, type SendOrderBody } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { familyStudentIds, findPeople } from "./bill-candidates.repository";
import { BILL_PDF_LABELS, renderBillPdf } from "./bill-pdf";
import { refreshOrderStatus } from "./order-status";
import { findLiveOrder } from "./orders.repository";
import { getOrderDetail } from "./orders.service";
import { orderEmails, orders } from "./orders.table";

const MAIL_TEXT: Record<
  Locale,
  {
    subject: (title: string) => string;
    body: (title: string, amount: string, due: string) => string;
    expire: string;
  }
> = {
  en: {
    subject: (title) => `Your bill: ${title}`,
    body: (title, amount, due) =>
      `Hello,\n\nPlease find attached the bill "${title}".\nAmount due: ${amount}\nPayment due: ${due}\n\nYou can also view and pay it after signing in.`,
    expire: "Please pay by",
  },
  "zh-TW": {
    subject: (title) => `您的帳單：${title}`,
    body: (title, amount, due) =>
      `您好：\n\n附件為帳單「${title}」。\n應付金額：${amount}\n收款日期：${due}\n\n登入後亦可查看並付款。`,
    expire: "請於此日期前付款",
  },
  "zh-CN": {
    subject: (title) => `您的账单：${title}`,
    body: (title, amount, due) =>
      `您好：\n\n附件为账单“${title}”。\n应付金额：${amount}\n收款日期：${due}\n\n登录后也可查看并付款。`,
    expire: "请于此日期前付款",
  },
};

/**
 * POST order/{id}/send: the bill as a PDF in `lang`, mailed through the outbox to each chosen user
 * (the parent or the family's students); records the mail, sets sent_at and refreshes the status,
 * all in one transaction (the mails leave only if it commits).
 */
export type LinePush = (
  tx: DbOrTx,
  message: { userId: number; text: string; kind: string; meta?: Record<string, unknown> },
) => Promise<unknown>;

export async function sendOrder(
  db: Database,
  actor: Actor,
  id: number,
  body: SendOrderBody,
  /** Tells recipients who linked LINE too (the line module's queue, passed in by the route). */
  pushLine?: LinePush,
) {
  const lang = body.lang;
  const customContent = body.custom_content ?? "";
  const expireDate = body.expire_date ?? null;
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw notFound("order_not_found");
    const family = new Set([order.parentUserId, ...(await familyStudentIds(tx, order.parentUserId))]);
    const recipients = [...new Set(body.users)];
    const people = await findPeople(tx, recipients);
    const errors: Record<string, Array<"order_recipient_not_family" | "order_recipient_no_email">> = {};
    recipients.forEach((userId, index) => {
      const person = people.get(userId);
      if (!person || !family.has(userId)) errors[`users.${index}`] = ["order_recipient_not_family"];
      else if (!person.email) errors[`users.${index}`] = ["order_recipient_no_email"];
    });
    if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });

    const detail = await getOrderDetail(tx, id);
    const pdf = await renderBillPdf(detail, lang, { expireDate });
    const text = MAIL_TEXT[lang];
    const amount = formatMoney(detail.amount_due, detail.price_currency, { code: true });
    const bodyText = [
      customContent.trim(),
      text.body(detail.title, amount, detail.receivable_date),
      expireDate ? `${text.expire}: ${expireDate}` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
    const emails: string[] = [];
    for (const userId of recipients) {
      const email = people.get(userId)?.email as string;
      emails.push(email);
      await enqueueMail(tx, {
        to: email,
        subject: text.subject(detail.title),
        text: bodyText,
        locale: lang,
        kind: "bill",
        meta: {
          order_id: id,
          attachments: [
            {
              filename: `${BILL_PDF_LABELS[lang].bill}-${id}.pdf`,
              content_type: "application/pdf",
              content_base64: pdf.toString("base64"),
            },
          ],
        },
      });
      await pushLine?.(tx, {
        userId,
        text: `${text.subject(detail.title)}\n${text.body(detail.title, amount, detail.receivable_date)}`,
        kind: "bill_sent",
        meta: { order_id: id },
      });
    }
    const now = new Date();
    await tx.insert(orderEmails).values({
      orderId: id,
      emails,
      users: recipients,
      lang,
      customContent,
      expireDate,
      sentBy: actor.id,
      sentAt: now,
    });
    await tx.update(orders).set({ sentAt: now, updatedAt: now }).where(eq(orders.id, id));
    await refreshOrderStatus(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.send",
      targetType: "order",
      targetId: id,
      after: { users: recipients, lang, expire_date: expireDate },
      requestId: actor.requestId,
    });
    return { data: await getOrderDetail(tx, id) };
  });
}
