import { writeFile } from "node:fs/promises";
import { crc32, deflateSync } from "node:zlib";
import {
  createDepositSchema,
  createOrderBodySchema,
  createOrderProblemBodySchema,
  createOrderTransactionBodySchema,
  createReceivableSchema,
  payFromBalanceBodySchema,
  roundToShown,
  sendOrderBodySchema,
  setExchangeRatesSchema,
  type UnbilledItem,
} from "@edu/shared";
import type { Actor } from "../../http/actor";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { applyProviderEvent, configuredSandbox, createDeposit } from "../balance";
import { setExchangeRates } from "../exchange-rates";
import { createReceivable } from "../receivables";
import { createFileStorage, documentPolicy, newTempPath, saveUpload } from "../uploads";
import { unbilledTreeOfParent } from "./bill-candidates.service";
import { sendOrder } from "./bill-send.service";
import { createOrder } from "./order-create.service";
import { createOrderProblem } from "./order-problems.service";
import { createOrderTransaction } from "./order-transaction.service";
import { isFamilyOrder, payOrderFromBalance } from "./pay-from-balance.service";

/**
 * Billing for the demo parent (Jennifer Huang) and her children, from the demo lesson
 * logs (demo-lessons: Ethan's "Private: SAT Reading 1:1", Chloe's "Private: AP Calculus BC", found
 * by class title, never by id) and Chloe's enrollment (demo-enrollment):
 * - exchange rates set by the admin (history: who, when);
 * - a paid bill: the parent deposits by card (the local sandbox provider, its paid notice applied
 *   once) and pays the bill from her balance (ledger: a deposit, a payment; the rest stays credit);
 * - a bill sent and awaiting payment, a bill the parent flagged (issue), a bill only created;
 * - a receivable: Chloe's enrollment in two instalments.
 * A bill awaiting confirmation (a bank transfer with a proof image) is the next step, demo-billing-proof.
 * Group-class lesson logs carry no fee (group classes are billed per enrollment), so only the
 * private lessons (2,000 and 2,200 TWD an hour) are billed per lesson.
 * Bill titles, notes and messages are what the admin types, in one language (a bill has no
 * translations): for this Chinese-speaking family the school writes them in Chinese, keeping course
 * names as people in Taiwan write them ("SAT Reading 一對一 課程費").
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
    // Test money (the demo's): the sandbox with this installation's secret, its paid notice signed and
    // verified as the sandbox webhook does.
    const sandbox = configuredSandbox(tx, config);
    const checkout = await createDeposit(
      tx,
      { card: sandbox, stripe: null, sandbox, ecpay: null },
      parent,
      createDepositSchema.parse({ amount: depositAmount, currency: "TWD", provider: "card" }),
      { publicUrl: config.PUBLIC_URL, isFamilyOrder },
    );
    const notice = await sandbox.signedEvent({
      id: checkout.redirect_url.split("/").pop() ?? "",
      amount: depositAmount,
      currency: "TWD",
      depositId: checkout.deposit.id,
    });
    const credited = await applyProviderEvent(
      tx,
      "sandbox",
      await sandbox.verifyWebhook(notice.body, { "stripe-signature": notice.signature }),
    );
    if (credited !== "credited") throw new Error(`demo-billing: the deposit was not credited (${credited})`);
    await payOrderFromBalance(
      tx,
      parent,
      paid.id,
      payFromBalanceBodySchema.parse({ amount: paid.amount_due }),
      config.SCHOOL_TIME_ZONE,
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
          // Typed by the admin in one language (a receivable has no translations), as the bills are.
          title: "Chloe 暑期密集班學費分期付款",
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
        { locale: "zh-TW", timeZone: config.SCHOOL_TIME_ZONE },
      );
    }
  },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A small valid PNG made in code (no binary file in the repository): a bank's transfer slip in
 * outline — a blue header band and grey text lines on white, 8-bit RGB, 160×96.
 */
export function demoTransferSlipPng(width = 160, height = 96): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const header = y < 18;
      const textLine = !header && y % 14 === 6 && x >= 12 && x < (y % 28 === 6 ? width - 12 : width - 50);
      const rgb = header ? [33, 99, 186] : textLine ? [120, 120, 120] : [250, 250, 247];
      raw.set(rgb, y * stride + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The demo bill awaiting confirmation: its title (tests find it by this). */
export const DEMO_CONFIRM_PENDING_BILL = "SAT 模考與講義費";

/**
 * Confirm pending: a bill for Ethan's mock tests and materials, sent; the parent paid it by bank
 * transfer and uploaded a picture of the transfer slip (stored through the uploads module like an
 * upload from the browser: private, hers) with the last five digits of her account. It waits for an
 * admin to verify (the admins' to-do and bank-transfer list show it). A step of its own, so a demo
 * database seeded before it gets it too.
 */
export const demoBillingProofSeed: DemoSeed = {
  name: "demo-billing-proof",
  run: async (tx, { config }) => {
    const { admin, id } = await demoPeople(tx, ["parent", "student"]);
    const parentId = id("parent");
    const parent: Actor = { id: parentId, roles: ["parent"] };
    const today = new Date().toISOString().slice(0, 10);
    const { data: bill } = await createOrder(
      tx,
      admin,
      createOrderBodySchema.parse({
        title: DEMO_CONFIRM_PENDING_BILL,
        notes: "十二月 SAT 全真模考兩回與閱讀講義",
        receivable_date: addDays(today, 10),
        user_id: parentId,
        price_currency: "TWD",
        payment_info_remark: "國泰世華銀行 (013) 帳號 0123-4567-8901",
        items: [
          { type: "manual", user_id: id("student"), title: "SAT 全真模考（兩回）", price: 240_000 },
          { type: "manual", user_id: id("student"), title: "SAT 閱讀講義", price: 120_000 },
        ],
      }),
    );
    await sendOrder(
      tx,
      admin,
      bill.id,
      sendOrderBodySchema.parse({
        users: [parentId],
        lang: "zh-TW",
        custom_content: "Ethan 的模考與講義費用，匯款後請上傳轉帳明細。",
        expire_date: addDays(today, 10),
      }),
    );
    const storage = createFileStorage(config);
    const png = demoTransferSlipPng();
    const tempPath = await newTempPath(storage.receiveDir);
    await writeFile(tempPath, png);
    const proof = await saveUpload(tx, storage, parentId, documentPolicy(undefined), {
      tempPath,
      size: png.length,
      originalName: "轉帳明細.png",
    });
    await createOrderTransaction(
      tx,
      parent,
      bill.id,
      createOrderTransactionBodySchema.parse({
        amount: bill.amount_due,
        date: addDays(today, -1),
        proof_upload_id: proof.id,
        remark: "網路銀行轉帳",
        account_last5: "24680",
      }),
    );
  },
};
