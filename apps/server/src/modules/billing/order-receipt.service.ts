import { type Locale, orderStatusKey } from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { schoolToday } from "../../school-calendar";
import { personName } from "./bill-candidates.service";
import { billClasses, lineTitleIn } from "./bill-class-names";
import { orderForActor } from "./order-payment-rules";
import { findPerson, loadOrderLines } from "./order-payments.repository";
import { orderPayments } from "./order-payments-read.service";
import { renderReceiptPdf } from "./receipt-pdf";

/**
 * GET order/{id}/receipt: the bill's receipt as a PDF in `lang` (default the bill's language):
 * its lines, verified payments, balance used and what is still owed. Admins any bill, a parent their own.
 */
export async function orderReceipt(
  db: Database,
  actor: Actor,
  orderId: number,
  /** The school's time zone: the receipt is issued on the school's today. */
  timeZone: string,
  lang?: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const order = await orderForActor(db, actor, orderId, false);
  const [payments, lines, parent] = [
    await orderPayments(db, orderId),
    await loadOrderLines(db, orderId),
    await findPerson(db, order.parentUserId),
  ];
  const studentIds = [
    ...new Set(lines.items.map((item) => item.userId).filter((id): id is number => id !== null)),
  ];
  const students = new Map<number, string>();
  for (const id of studentIds) {
    const person = await findPerson(db, id);
    if (person) students.set(id, personName(person.firstName, person.lastName));
  }
  const locale = lang ?? order.locale;
  // Lesson lines name their class in the receipt's language, as the rest of the receipt reads.
  const classes = await billClasses(
    db,
    lines.items.flatMap((item) =>
      item.type === "lesson" && item.sessionClassId ? [item.sessionClassId] : [],
    ),
  );
  const pdf = await renderReceiptPdf(
    {
      orderId,
      title: order.title,
      parentName: parent ? personName(parent.firstName, parent.lastName) : "",
      receivableDate: order.receivableDate,
      issuedOn: schoolToday(new Date(), timeZone),
      statusKey: orderStatusKey(order.status) ?? "created",
      lines: lines.items.map((item) => ({
        title:
          item.type === "lesson" && item.sessionClassId
            ? lineTitleIn(item.title, classes.get(item.sessionClassId), locale)
            : item.title,
        studentName: item.userId ? (students.get(item.userId) ?? "") : "",
        amount: item.convertedPrice,
      })),
      payments,
    },
    locale,
  );
  return { pdf, filename: `receipt-${orderId}.pdf` };
}
