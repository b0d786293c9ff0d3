import {
  createDepositSchema,
  createOrderBodySchema,
  createOrderProblemBodySchema,
  createReceivableSchema,
  payFromBalanceBodySchema,
  roundToShown,
  sendOrderBodySchema,
  setExchangeRatesSchema,
  type UnbilledItem,
} from "@edu/shared";
import type { Actor } from "../../http/actor";
import { applyProviderEvent, createDeposit, createSandboxProvider } from "../../modules/balance";
import {
  createOrder,
  createOrderProblem,
  payOrderFromBalance,
  sendOrder,
  unbilledTreeOfParent,
} from "../../modules/billing";
import { setExchangeRates } from "../../modules/exchange-rates";
import { createReceivable } from "../../modules/receivables";
import type { DemoSeed } from "../seed";
import { addDays } from "./demo-calendar";
import { demoPeople } from "./demo-people";

/**
 * Billing for issue 13, for the demo parent (Jennifer Huang) and her children, from the demo lesson
 * logs (demo-lessons: Ethan's "Private: SAT Reading 1:1", Chloe's "Private: AP Calculus BC", found
 * by class title, never by id) and Chloe's enrollment (demo-enrollment):
 * - exchange rates set by the admin (history: who, when);
 * - a paid bill: the parent deposits by card (the local sandbox provider, its paid notice applied
 *   once) and pays the bill from her balance (ledger: a deposit, a payment; the rest stays credit);
 * - a bill sent and awaiting payment, a bill the parent flagged (issue), a bill only created;
 * - a receivable: Chloe's enrollment in two instalments.
 * A bill awaiting confirmation needs a parent's uploaded proof, which a seed step cannot make (the
 * uploads module has no service for it in its index.ts): the browser journey shows that state.
 * Group-class lesson logs carry no fee (group classes are billed per enrollment), so only the
 * private lessons (2,000 and 2,200 TWD an hour) are billed per lesson.
 */
export const demoBillingSeed: DemoSeed = {
  name: "demo-billing",
  run: async (tx, { config }) => {
    const { admin, id } = await demoPeople(tx, ["parent", "student", "student2"]);
    const parentId = id("parent");
    const parent: Actor = { id: parentId, roles: ["parent"] };
    const today = new Date().toISOString().slice(0, 10);

    await setExchangeRates(
      tx,
      admin,
      setExchangeRatesSchema.parse({
        rates: { USD: "31.5", CNY: "4.4" },
        note: "Bank of Taiwan, month start",
      }),
    );

    const { data: tree } = await unbilledTreeOfParent(tx, parentId);
    const lessonsOf = (classTitle: string, username: string): UnbilledItem => {
      const item = tree.items.find(
        (row) => row.type === "lesson" && row.title === classTitle && row.user_id === id(username),
      );
      if (!item || item.lesson_logs.length < 2)
        throw new Error(`demo-billing needs the lessons of ${classTitle}`);
      return item;
    };
    const reading = lessonsOf("Private: SAT Reading 1:1", "student");
    const calculus = lessonsOf("Private: AP Calculus BC", "student2");
    const enrollment = tree.items.find((row) => row.type === "enrollment" && row.price > 0);

    /** A bill of some of a line's lesson logs (and extra manual lines), as the demo admin. */
    const bill = async (
      title: string,
      line: UnbilledItem,
      logs: UnbilledItem["lesson_logs"],
      extra: Array<{ title: string; price: number }> = [],
      notes = "",
    ) =>
      (
        await createOrder(
          tx,
          admin,
          createOrderBodySchema.parse({
            title,
            notes,
            receivable_date: addDays(today, 14),
            user_id: parentId,
            price_currency: "TWD",
            payment_info_remark: "國泰世華銀行 (013) 帳號 0123-4567-8901",
            items: [
              {
                type: "lesson",
                id: line.id,
                user_id: line.user_id,
                selection: logs.length === line.lesson_logs.length ? "selected" : "notSelectedAll",
                lesson_logs: logs.map((log) => ({ lesson_log_id: log.lesson_log_id, selection: "selected" })),
              },
              ...extra.map((row) => ({
                type: "manual",
                title: row.title,
                price: row.price,
                price_currency: "TWD",
              })),
            ],
          }),
        )
      ).data;
    const send = (orderId: number, message: string) =>
      sendOrder(
        tx,
        admin,
        orderId,
        sendOrderBodySchema.parse({
          users: [parentId],
          lang: "zh-TW",
          custom_content: message,
          expire_date: addDays(today, 14),
        }),
      );

    // Paid: AP Calculus BC, lessons 1–4, sent; the parent deposits by card and pays from her balance.
    const half = Math.ceil(calculus.lesson_logs.length / 2);
    const paid = await bill("AP Calculus BC 第 1–4 堂", calculus, calculus.lesson_logs.slice(0, half));
    await send(paid.id, "Chloe 的 AP 微積分課程費用，謝謝！");
    const depositAmount = paid.amount_due + 500_000;
    const sandbox = createSandboxProvider({ secret: "demo-seed" });
    const checkout = await createDeposit(
      tx,
      { card: sandbox, stripe: null, sandbox, ecpay: null },
      parent,
      createDepositSchema.parse({ amount: depositAmount, currency: "TWD", provider: "card" }),
      config.PUBLIC_URL,
    );
    const providerRef = checkout.redirect_url?.split("/").pop() ?? "";
    const credited = await applyProviderEvent(
      tx,
      "sandbox",
      {
        type: "paid",
        eventId: `evt_demo_${providerRef}`,
        providerRef,
        amount: depositAmount,
        currency: "TWD",
      },
      {},
    );
    if (credited !== "credited") throw new Error(`demo-billing: the deposit was not credited (${credited})`);
    await payOrderFromBalance(
      tx,
      parent,
      paid.id,
      payFromBalanceBodySchema.parse({ amount: paid.amount_due }),
    );

    // Payment pending: the rest of AP Calculus BC, sent.
    const pending = await bill(
      "AP Calculus BC 第 5 堂起",
      calculus,
      calculus.lesson_logs.slice(half),
      [],
      "期末前的課程",
    );
    await send(pending.id, "請於收款日期前匯款，並上傳匯款證明。");

    // Issue: SAT Reading, all but the last lesson, sent; the parent reports one lesson as not given.
    const flaggedLogs = reading.lesson_logs.slice(0, -1);
    const flagged = await bill("SAT Reading 一對一 課程費", reading, flaggedLogs);
    await send(flagged.id, "Ethan 的 SAT 閱讀課程費用。");
    const missed = flaggedLogs[1] ?? flaggedLogs[0];
    if (missed) {
      await createOrderProblem(
        tx,
        parent,
        flagged.id,
        createOrderProblemBodySchema.parse({
          items: [{ type: "lesson_log", id: missed.lesson_log_id }],
          description: "這堂課 Ethan 請病假，沒有上課，請確認。",
        }),
      );
    }

    // Created, not sent: the last SAT Reading lesson and the course materials.
    await bill("SAT Reading 補課與教材", reading, reading.lesson_logs.slice(-1), [
      { title: "SAT 教材費", price: 150_000 },
    ]);

    // A receivable: Chloe's enrollment in two instalments.
    if (enrollment) {
      // Two instalments at the currency's shown precision (the money module rounds), the second the rest.
      const first = roundToShown(Math.trunc(enrollment.price / 2), enrollment.price_currency);
      await createReceivable(
        tx,
        admin,
        createReceivableSchema.parse({
          title: `${enrollment.title} 分期付款`,
          user_id: parentId,
          price_currency: enrollment.price_currency,
          enrolled_session_id: enrollment.id,
          note: "兩期：開課前一個月與開課當週。",
          items: [
            {
              user_id: enrollment.user_id,
              title: "第一期",
              receivable_date: addDays(today, 30),
              price: first,
              price_currency: enrollment.price_currency,
            },
            {
              user_id: enrollment.user_id,
              title: "第二期",
              receivable_date: addDays(today, 60),
              price: enrollment.price - first,
              price_currency: enrollment.price_currency,
            },
          ],
        }),
        "zh-TW",
      );
    }
  },
};
