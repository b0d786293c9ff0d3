// Money probe (issue 26 "Must show"): replays, against a started server, the requests of items 1–8 that a
// penetration test got through, and asserts each is now refused. One line per item, PASS or FAIL with the
// status and body that decided it; exits 1 on any FAIL. Plain Node (fetch), no dependencies.
//
// It writes what it needs (bills, payments, a proof, deposits, balance adjustments, a teacher payment and
// statement, a mail template, the parent role for "teacher2" as a second family) as the demo accounts:
// run it against a throwaway server, never a school's. From the repository root:
//
//   PORT=3391 DATA_DIR=/tmp/probe-data npm --workspace apps/server start &        # demo: sandbox on
//   node_modules/.bin/node bench/money-probe.mjs --url http://127.0.0.1:3391
//
//   # The same data restarted as a real installation (no demo seeding, no provider keys): no card deposit.
//   SEED_DEMO=false PORT=3391 DATA_DIR=/tmp/probe-data npm --workspace apps/server start &
//   node_modules/.bin/node bench/money-probe.mjs --url http://127.0.0.1:3391 --expect-sandbox off
//
// Options: --url (default http://127.0.0.1:3000); --expect-sandbox on|off (default on: the demo's test money,
// whose webhook must still refuse the old published secret; off: no card deposit, the sandbox's routes 404);
// --only 1,7,8 (some items); --password (the demo accounts' DEMO_PASSWORD, default demo-pass-2026). Accounts:
// the demo's admin, parent, teacher, teacher2 and student.
import { createHmac, randomBytes } from "node:crypto";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    "expect-sandbox": { type: "string", default: "on" },
    only: { type: "string" },
    password: { type: "string", default: process.env.DEMO_PASSWORD ?? "demo-pass-2026" },
  },
});
const base = new URL(args.url);
const sandboxOn = args["expect-sandbox"] === "on";
if (!["on", "off"].includes(args["expect-sandbox"])) throw new Error("--expect-sandbox on|off");
const only = args.only ? new Set(args.only.split(",").map((item) => item.trim())) : null;

/** The sandbox webhook secret that was a constant in the code before issue 26. */
const OLD_SANDBOX_SECRET = "sandbox-webhook-secret-not-for-production";
/** Number.MAX_SAFE_INTEGER: amounts near 2^53 answered 500. */
const HUGE = 9007199254740991;
const today = new Date().toISOString().slice(0, 10);
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stamp = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

/** One request; the answer's status and body (JSON when it is JSON). Bearer calls need no Origin. */
async function call(method, path, { as, json, body, headers = {} } = {}) {
  const init = { method, headers: { ...headers }, redirect: "manual" };
  if (as) init.headers.authorization = `Bearer ${as.token}`;
  if (json !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  } else if (body !== undefined) init.body = body;
  const response = await fetch(new URL(path, base), init);
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed, text };
}

const short = (answer) => `${answer.status} ${answer.text.replace(/\s+/g, " ").slice(0, 220)}`;
const refused = (answer) => answer.status >= 400 && answer.status < 500;

/** What an item saw: each step with whether it held; the item passes when all did. */
class Findings {
  steps = [];
  check(label, ok, answer) {
    this.steps.push({
      label,
      ok: Boolean(ok),
      seen: answer === undefined ? "" : typeof answer === "string" ? answer : short(answer),
    });
    return Boolean(ok);
  }
}

async function expectOk(label, answer) {
  if (answer.status !== 200) throw new Error(`${label}: ${short(answer)}`);
  return answer.body;
}

// ---------------------------------------------------------------------------------------------
// Fixtures through the API (as the e2e journeys make them)
// ---------------------------------------------------------------------------------------------

async function signIn(username) {
  const answer = await call("POST", "/api/login", { json: { username, password: args.password } });
  const body = await expectOk(`sign in as ${username}`, answer);
  return { token: body.access_token, id: body.user.id, user: body.user };
}

const people = {};

/** A bill of `parentId` with one manual line, sent (a parent sees a bill once it is sent). */
async function sentBill({ parentId = people.parent.id, studentId, currency = "TWD", price }) {
  const created = await expectOk(
    "create a bill",
    await call("POST", "/api/order", {
      as: people.admin,
      json: {
        title: `Money probe ${stamp}`,
        receivable_date: inDays(30),
        user_id: parentId,
        price_currency: currency,
        items: [{ type: "manual", title: "probe line", ...(studentId && { user_id: studentId }), price }],
      },
    }),
  );
  const id = created.data.id;
  await expectOk(
    "send the bill",
    await call("POST", `/api/order/${id}/send`, {
      as: people.admin,
      json: { users: [parentId], lang: "en" },
    }),
  );
  return id;
}

/** The parent's balance in a currency: { available, pending } (0 when the family has none). */
async function balanceOf(currency, who = people.parent) {
  const body = await expectOk("read the balance", await call("GET", "/api/balance/mine", { as: who }));
  return body.accounts.find((account) => account.currency === currency) ?? { available: 0, pending: 0 };
}

async function adjust(currency, amount) {
  return expectOk(
    `credit ${amount} ${currency}`,
    await call("POST", "/api/balance/adjustment", {
      as: people.admin,
      json: { parent_user_id: people.parent.id, currency, amount, reason: `money probe ${stamp}` },
    }),
  );
}

/** A proof of payment: the parent's own private PDF. */
async function proofUpload() {
  const form = new FormData();
  const pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
  form.append("document", new Blob([pdf], { type: "application/pdf" }), "proof.pdf");
  const body = await expectOk(
    "upload a proof",
    await call("POST", "/api/document", { as: people.parent, body: form }),
  );
  return body.document.id;
}

const child = () => people.parent.user.student_ids[0];

/** price ≤ original × rate, exactly (rate is a decimal string): a conversion never credits more than it took. */
function creditsAtMost(price, original, rate) {
  const [whole, fraction = ""] = rate.split(".");
  const scaled = BigInt(`${whole}${fraction}`);
  return BigInt(price) * 10n ** BigInt(fraction.length) <= BigInt(original) * scaled;
}

// ---------------------------------------------------------------------------------------------
// The items
// ---------------------------------------------------------------------------------------------

/** Stripe-Signature as Stripe (and the sandbox) writes it: t=…,v1=HMAC-SHA256("t.body"). */
function stripeSignature(body, secret) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

function forgedCompletedEvent({ sessionId, amount, currency, depositId }) {
  const body = JSON.stringify({
    id: `evt_probe_${randomBytes(8).toString("hex")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: amount,
        currency: currency.toLowerCase(),
        client_reference_id: String(depositId),
      },
    },
  });
  return call("POST", "/api/balance/webhook/sandbox", {
    body,
    headers: {
      "content-type": "application/json",
      "stripe-signature": stripeSignature(body, OLD_SANDBOX_SECRET),
    },
  });
}

const ITEMS = {
  async 1(f) {
    const providers = await call("GET", "/api/balance/deposit/providers", { as: people.parent });
    const card = providers.body?.card ?? null;
    f.check(
      `card deposits ${sandboxOn ? "are the sandbox's test money" : "are off"}`,
      card === (sandboxOn ? "sandbox" : null),
      providers,
    );
    const before = await balanceOf("TWD");
    if (sandboxOn) {
      const deposit = await call("POST", "/api/balance/deposit", {
        as: people.parent,
        json: { amount: 100_00, currency: "TWD", provider: "card" },
      });
      if (!f.check("a sandbox deposit starts", deposit.status === 200, deposit)) return;
      const { deposit: row, redirect_url: redirect } = deposit.body;
      f.check("the deposit says it is test money", row.test_money === true, deposit);
      const forged = await forgedCompletedEvent({
        sessionId: redirect.split("/").at(-1),
        amount: row.amount,
        currency: row.currency,
        depositId: row.id,
      });
      f.check(
        "a checkout.session.completed signed with the old constant secret is refused",
        refused(forged),
        forged,
      );
      const after = await call("GET", `/api/balance/deposit/${row.id}`, { as: people.parent });
      f.check("the deposit is still open", after.body?.status === "open", after);
    } else {
      const deposit = await call("POST", "/api/balance/deposit", {
        as: people.parent,
        json: { amount: 100_00, currency: "TWD", provider: "card" },
      });
      f.check("a card deposit is refused", refused(deposit), deposit);
      const forged = await forgedCompletedEvent({
        sessionId: `sbx_${randomBytes(16).toString("hex")}`,
        amount: 100_00,
        currency: "TWD",
        depositId: 1,
      });
      f.check("the sandbox webhook refuses the forged event", refused(forged), forged);
      const pay = await call(
        "POST",
        `/api/balance/sandbox/checkout/sbx_${randomBytes(16).toString("hex")}/pay`,
        {
          as: people.parent,
        },
      );
      f.check("the sandbox pay route is not there (404)", pay.status === 404, pay);
    }
    const after = await balanceOf("TWD");
    f.check(
      "the balance gained nothing",
      after.available === before.available,
      `available ${before.available} → ${after.available}`,
    );
  },

  async 2(f) {
    const bill = await sentBill({ studentId: child(), price: 1_000_00 });
    const usdBill = await sentBill({ studentId: child(), currency: "USD", price: 10_00 });
    await adjust("USD", 10_00);
    await adjust("CNY", 100_00);
    await adjust("TWD", 100_00);
    const pay = (id, json) => call("POST", `/api/order/${id}/pay-from-balance`, { as: people.parent, json });
    for (const [label, id, json] of [
      ['pay-from-balance {"amount": 50} on a TWD bill (0.50 TWD)', bill, { amount: 50 }],
      ["pay-from-balance 1.20 CNY", bill, { amount: 120, currency: "CNY" }],
      ["pay-from-balance 1.60 TWD on a USD bill", usdBill, { amount: 160, currency: "TWD" }],
    ]) {
      const answer = await pay(id, json);
      f.check(`${label} → 422`, answer.status === 422, answer);
    }
    const transaction = await call("POST", `/api/order/${bill}/transaction`, {
      as: people.parent,
      json: { amount: 50, date: today, proof_upload_id: await proofUpload() },
    });
    f.check('a proof of {"amount": 50} (0.50 TWD) → 422', transaction.status === 422, transaction);
    // 0.20 USD is a valid payment: ten of them may be taken, but never credit more than they are worth.
    const usdBefore = await balanceOf("USD");
    let debited = 0;
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const answer = await pay(bill, { amount: 20, currency: "USD" });
      answers.push(answer);
      if (answer.status !== 200) continue;
      const paid = answer.body.data.transactions
        .filter((row) => row.kind === "balance")
        .sort((a, b) => b.id - a.id)[0];
      debited += paid.original_price;
      const worth = paid.original_price === 20 && paid.original_currency === "USD";
      if (!worth || !creditsAtMost(paid.price, paid.original_price, paid.rate))
        f.check(
          `0.20 USD credited ${paid.price} ${paid.price_currency} at ${paid.rate}: more than it is worth`,
          false,
          answer,
        );
    }
    const statuses = answers.map((answer) => answer.status);
    f.check(
      `ten payments of 0.20 USD → ${[...new Set(statuses)].join("/")}, none crediting more than it is worth`,
      statuses.every((status) => status === 200 || status === 422),
      answers.find((answer) => answer.status !== 200 && answer.status !== 422) ?? answers[0],
    );
    const usdAfter = await balanceOf("USD");
    f.check(
      "the USD balance gave what was taken",
      usdBefore.available - usdAfter.available === debited,
      `debited ${debited}, balance ${usdBefore.available} → ${usdAfter.available}`,
    );
    for (const currency of ["TWD", "CNY"]) {
      const { available, pending } = await balanceOf(currency);
      f.check(
        `no fraction of a ${currency} left in the ledger`,
        available % 100 === 0 && pending % 100 === 0,
        `${currency} available ${available}, pending ${pending}`,
      );
    }
  },

  async 3(f) {
    const bill = await sentBill({ studentId: child(), price: 500_00 });
    const before = await balanceOf("TWD");
    const proof = await call("POST", `/api/order/${bill}/transaction`, {
      as: people.parent,
      json: { amount: 500_00, date: today, proof_upload_id: await proofUpload() },
    });
    if (!f.check("a parent's proof is taken", proof.status === 200, proof)) return;
    const transaction = proof.body.data.transactions.find(
      (row) => row.kind === "parent_proof" && row.status === "pending",
    );
    const entries = await call(
      "GET",
      `/api/balance/parent/${people.parent.id}/entries?currency=TWD&page_size=20`,
      {
        as: people.admin,
      },
    );
    const hold = entries.body?.data?.find(
      (entry) => entry.kind === "pending_hold" && entry.amount === 500_00,
    );
    if (!f.check("its pending hold is on the ledger", hold && transaction, entries)) return;
    const reverse = await call("POST", `/api/balance/entry/${hold.id}/reverse`, {
      as: people.admin,
      json: { reason: `money probe ${stamp}` },
    });
    const reject = await call("PATCH", `/api/order/transaction/${transaction.id}`, {
      as: people.admin,
      json: { status: "rejected", note: "money probe" },
    });
    const after = await balanceOf("TWD");
    f.check(
      `reversing the hold → ${reverse.status}, then rejecting the proof → ${reject.status}: exactly one of them refused`,
      refused(reverse) !== refused(reject),
      `reverse ${short(reverse)}; reject ${short(reject)}`,
    );
    f.check(
      "the hold was released exactly once",
      after.pending === before.pending && after.available === before.available,
      `pending ${before.pending} → ${after.pending}, available ${before.available} → ${after.available}`,
    );
  },

  async 4(f) {
    const bill = await sentBill({ studentId: child(), price: 300_00 });
    const received = await call("POST", `/api/order/${bill}/transaction`, {
      as: people.admin,
      json: { amount: 300_00, date: today, remark: "money probe: received" },
    });
    if (
      !f.check(
        "the office records the payment",
        received.status === 200 && received.body.data.summary.status_key === "paid",
        received,
      )
    )
      return;
    const before = await balanceOf("TWD");
    const plainDelete = await call("DELETE", `/api/order/${bill}`, { as: people.admin });
    f.check("deleting a bill with payments is refused", refused(plainDelete), plainDelete);
    const deleted = await call("DELETE", `/api/order/${bill}/completed?reason=money%20probe`, {
      as: people.admin,
    });
    f.check(
      "deleting the paid bill voids it (voided: 1)",
      deleted.status === 200 && deleted.body?.voided === 1,
      deleted,
    );
    const read = await call("GET", `/api/order/${bill}`, { as: people.parent });
    f.check(
      "the bill stays readable as void",
      read.status === 200 && Boolean(read.body?.data?.voided_at),
      read,
    );
    const after = await balanceOf("TWD");
    f.check(
      "its money came back as family credit",
      after.available - before.available === 300_00,
      `available ${before.available} → ${after.available}`,
    );
  },

  async 5(f) {
    const bill = await sentBill({ studentId: child(), price: 1_000_00 });
    const teacher = people.teacher.id;
    const payment = await call("POST", "/api/teacher-payments", {
      as: people.admin,
      json: {
        teacher_user_id: teacher,
        currency: "TWD",
        amount: 1_00,
        method: "cash",
        paid_on: today,
        note: "money probe",
      },
    });
    const statement = await call("POST", "/api/payroll", {
      as: people.admin,
      json: {
        teacher_user_id: teacher,
        title: `Money probe ${stamp}`,
        period_start: inDays(-30),
        period_end: today,
        teaching_log_ids: [],
        manual_items: [{ kind: "bonus", reason: "money probe", amount: 1_00 }],
      },
    });
    if (
      !f.check(
        "fixtures: a teacher payment and a statement",
        payment.status === 200 && statement.status === 200,
        `${short(payment)}; ${short(statement)}`,
      )
    )
      return;
    const manual = (currency) => ({
      title: "Huge",
      receivable_date: inDays(30),
      user_id: people.parent.id,
      price_currency: "TWD",
      items: [{ type: "manual", title: "huge", user_id: child(), price: HUGE, price_currency: currency }],
    });
    const nine = [
      [
        "amount",
        "POST",
        `/api/order/${bill}/transaction`,
        people.admin,
        { amount: HUGE, currency: "USD", date: today },
      ],
      [
        "amount",
        "POST",
        `/api/order/${bill}/transaction`,
        people.parent,
        { amount: HUGE, currency: "USD", date: today, proof_upload_id: await proofUpload() },
      ],
      [
        "amount",
        "POST",
        `/api/order/${bill}/pay-from-balance`,
        people.parent,
        { amount: HUGE, currency: "USD" },
      ],
      ["items.0.price", "POST", "/api/order", people.admin, manual("TWD")],
      ["items.0.price", "POST", "/api/order", people.admin, manual("USD")],
      [
        "difference_price",
        "PATCH",
        `/api/order/${bill}/difference-price`,
        people.admin,
        { difference_price: HUGE, difference_price_currency: "USD" },
      ],
      [
        "amount",
        "POST",
        "/api/teacher-payments",
        people.admin,
        { teacher_user_id: teacher, currency: "USD", amount: HUGE, method: "cash", paid_on: today },
      ],
      ["amount", "PATCH", `/api/teacher-payments/${payment.body.id}`, people.admin, { amount: HUGE }],
      [
        "amount",
        "POST",
        `/api/payroll/${statement.body.id}/transaction`,
        people.admin,
        { method: "cash", paid_on: today, amount: HUGE },
      ],
    ];
    for (const [field, method, path, as, json] of nine) {
      const answer = await call(method, path, { as, json });
      f.check(
        `${method} ${path} → 422 on ${field}`,
        answer.status === 422 && answer.body?.errors?.[field],
        answer,
      );
    }
    const ledger = await call("GET", `/api/teacher-ledger/${teacher}`, { as: people.admin });
    f.check("the teacher ledger still answers", ledger.status === 200, ledger);
    const statements = await call("GET", "/api/monetary-statements", { as: people.admin });
    f.check("monetary statements still answer", statements.status === 200, statements);
  },

  async 6(f) {
    // A second family: teacher2 made a parent, with a bill of their own.
    const other = await signIn("teacher2");
    await expectOk(
      "make teacher2 a parent",
      await call("POST", `/api/role/parent/${other.id}`, { as: people.admin }),
    );
    const otherBill = await sentBill({ parentId: other.id, price: 200_00 });
    for (const [label, orderId] of [
      ["another family's bill", otherBill],
      ["a bill that does not exist", 2_000_000_000],
    ]) {
      const answer = await call("POST", "/api/balance/deposit", {
        as: people.parent,
        json: { amount: 200_00, currency: "TWD", provider: "card", order_id: orderId },
      });
      f.check(`a deposit naming ${label} is refused`, refused(answer), answer);
    }
    if (sandboxOn) {
      const own = await sentBill({ studentId: child(), price: 200_00 });
      const answer = await call("POST", "/api/balance/deposit", {
        as: people.parent,
        json: { amount: 200_00, currency: "TWD", provider: "card", order_id: own },
      });
      f.check(
        "(control) a deposit naming the family's own bill starts",
        answer.status === 200 && answer.body.deposit.order_id === own,
        answer,
      );
    }
  },

  async 7(f) {
    const html = '<a href="https://x">Click</drop-tag><p>next</p>';
    /** The link closed around its text, and the paragraph after it: its sibling, never inside it. */
    const linkEndsBeforeParagraph = (stored) => /^<a [^>]*>Click<\/a><p>next<\/p>$/.test(stored);
    const name = `Money probe ${stamp}`;
    const created = await call("POST", "/api/mail-template", {
      as: people.admin,
      json: { name, content: { en: { subject: "Probe", body: html } } },
    });
    if (!f.check("a mail template with the issue's rich text is stored", created.status === 200, created))
      return;
    const listed = await call("GET", `/api/mail-templates?q=${encodeURIComponent(name)}`, {
      as: people.admin,
    });
    const stored = listed.body?.data?.find((row) => row.id === created.body.id)?.content?.en?.body ?? "";
    f.check(
      `read back: the link ends before the paragraph (${JSON.stringify(stored)})`,
      linkEndsBeforeParagraph(stored),
      listed,
    );
    const preview = await call("POST", "/api/mail/preview", {
      as: people.admin,
      json: { content: { en: { subject: "Probe", body: html } }, locale: "en" },
    });
    f.check(
      "in mail too: the html keeps the paragraph out of the link, the text puts it on its own line",
      preview.status === 200 &&
        /<a [^>]*>Click<\/a><p>next<\/p>/.test(preview.body.html) &&
        /Click\s*\n\s*next/.test(preview.body.text),
      preview,
    );
    await call("DELETE", `/api/mail-template/${created.body.id}`, { as: people.admin });
  },

  async 8(f) {
    const other = base.protocol === "https:" ? "http:" : "https:";
    const login = (origin) =>
      call("POST", "/api/login", {
        json: { username: "student", password: args.password },
        headers: { origin },
      });
    const wrongScheme = await login(`${other}//${base.host}`);
    f.check(
      `a sign-in from ${other}//${base.host} on the ${base.protocol} site → 403`,
      wrongScheme.status === 403,
      wrongScheme,
    );
    const wrongPort = await login(`${base.protocol}//${base.hostname}:${Number(base.port || 80) + 1}`);
    f.check("from another port → 403", wrongPort.status === 403, wrongPort);
    const same = await login(base.origin);
    f.check(`(control) from ${base.origin} itself → 200`, same.status === 200, same);
  },
};

const TITLES = {
  1: "card sandbox",
  2: "rounding",
  3: "pending hold reversed",
  4: "paid bill deleted",
  5: "amounts near 2^53",
  6: "deposit order_id",
  7: "rich text",
  8: "Origin scheme",
};

async function main() {
  for (const username of ["admin", "parent", "teacher"]) people[username] = await signIn(username);
  let failed = 0;
  for (const [item, run] of Object.entries(ITEMS)) {
    if (only && !only.has(item)) continue;
    const findings = new Findings();
    try {
      await run(findings);
    } catch (error) {
      findings.check("ran", false, String(error?.message ?? error));
    }
    const bad = findings.steps.filter((step) => !step.ok);
    const ok = findings.steps.length > 0 && bad.length === 0;
    if (!ok) failed += 1;
    const shown = ok
      ? findings.steps
          .map((step) =>
            /^\d{3} /.test(step.seen) ? `${step.label} [${step.seen.slice(0, 3)}]` : step.label,
          )
          .join("; ")
      : bad.map((step) => `${step.label}: ${step.seen}`).join(" | ");
    console.log(`${ok ? "PASS" : "FAIL"} ${item} ${TITLES[item]}: ${shown}`);
  }
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
