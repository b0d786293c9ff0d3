import { formatMoney, type Locale, type SendOrderBody } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { renderThenCommit } from "../../pdf/render-then-commit";
import { SCHOOL_TIME_ZONE_DEFAULT } from "../../school-calendar";
import { recordAudit } from "../audit";
import type { LinePush } from "../line";
import { familyStudentIds, findPeople } from "./bill-candidates.repository";
import { BILL_PDF_LABELS, renderBillPdf } from "./bill-pdf";
import { getOrderDetail } from "./order-detail.service";
import { refreshOrderStatus } from "./order-status";
import { findLiveOrder } from "./orders.repository";
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

/** What a sent bill shows and whom it goes to: read unlocked to draw, again under the bill's lock. */
/** `lang`: the mail's and its PDF's language, in which the lines name their classes. */
async function readSend(db: DbOrTx, id: number, recipients: number[], lock: boolean, lang: Locale) {
  const order = await findLiveOrder(db, id, lock);
  if (!order) throw notFound("order_not_found");
  const family = new Set([order.parentUserId, ...(await familyStudentIds(db, order.parentUserId))]);
  const people = await findPeople(db, recipients);
  const errors: Record<string, Array<"order_recipient_not_family" | "order_recipient_no_email">> = {};
  recipients.forEach((userId, index) => {
    const person = people.get(userId);
    if (!person || !family.has(userId)) errors[`users.${index}`] = ["order_recipient_not_family"];
    else if (!person.email) errors[`users.${index}`] = ["order_recipient_no_email"];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  return {
    detail: await getOrderDetail(db, id, lang),
    emails: recipients.map((userId) => people.get(userId)?.email as string),
  };
}

/**
 * POST order/{id}/send: the bill as a PDF in `lang`, mailed through the outbox to each chosen user
 * (the parent or the family's students); records the mail, sets sent_at and refreshes the status,
 * all in one transaction (the mails leave only if it commits). The PDF is drawn before that
 * transaction takes the bill's lock, from what the lock then confirms (renderThenCommit).
 */
export async function sendOrder(
  db: Database,
  actor: Actor,
  id: number,
  body: SendOrderBody,
  pushLine?: LinePush,
  /** The school's time zone (config.SCHOOL_TIME_ZONE): the bill's issue date on the PDF. */
  timeZone = SCHOOL_TIME_ZONE_DEFAULT,
) {
  const lang = body.lang;
  const customContent = body.custom_content ?? "";
  const expireDate = body.expire_date ?? null;
  const recipients = [...new Set(body.users)];
  return renderThenCommit(db, {
    read: (reader, lock) => readSend(reader, id, recipients, lock, lang),
    render: ({ detail }) => renderBillPdf(detail, lang, { expireDate, timeZone }),
    commit: async (tx, { detail, emails }, pdf) => {
      const text = MAIL_TEXT[lang];
      const amount = formatMoney(detail.amount_due, detail.price_currency, { code: true });
      const bodyText = [
        customContent.trim(),
        text.body(detail.title, amount, detail.receivable_date),
        expireDate ? `${text.expire}: ${expireDate}` : "",
      ]
        .filter(Boolean)
        .join("\n\n");
      for (const [index, userId] of recipients.entries()) {
        await enqueueMail(tx, {
          to: emails[index] as string,
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
      await refreshOrderStatus(tx, id, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "order.send",
        targetType: "order",
        targetId: id,
        after: { users: recipients, lang, expire_date: expireDate },
        requestId: actor.requestId,
      });
      return { data: await getOrderDetail(tx, id) };
    },
  });
}
