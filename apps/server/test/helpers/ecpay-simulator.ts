import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * A local stand-in for ECPay's servers (AioCheckOut V5): it checks a checkout form's CheckMacValue
 * as ECPay does, then posts the server notices ECPay posts — PaymentInfoURL (the ATM virtual account
 * or the store code, RtnCode 2 / 10100073) and ReturnURL (paid, RtnCode 1) — form-encoded and signed,
 * to the app's notice route. Its CheckMacValue is written from ECPay's documented steps (PHP
 * urlencode, .NET exceptions, lower case, SHA256, upper case), separately from the app's.
 */
export function createEcpaySimulator(options: {
  app: FastifyInstance;
  hashKey: string;
  hashIv: string;
  noticePath?: string;
}) {
  const noticePath = options.noticePath ?? "/api/balance/ecpay/notice";

  function phpUrlEncode(text: string): string {
    let out = "";
    for (const byte of Buffer.from(text, "utf8")) {
      const ch = String.fromCharCode(byte);
      if (/[A-Za-z0-9_.-]/.test(ch)) out += ch;
      else if (ch === " ") out += "+";
      else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
    return out;
  }

  function mac(fields: Record<string, string>): string {
    const keys = Object.keys(fields)
      .filter((k) => k !== "CheckMacValue")
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"));
    const raw = `HashKey=${options.hashKey}&${keys.map((k) => `${k}=${fields[k]}`).join("&")}&HashIV=${options.hashIv}`;
    let encoded = phpUrlEncode(raw).toLowerCase();
    for (const [from, to] of [
      ["%2d", "-"],
      ["%5f", "_"],
      ["%2e", "."],
      ["%21", "!"],
      ["%2a", "*"],
      ["%28", "("],
      ["%29", ")"],
    ] as const) {
      encoded = encoded.replaceAll(from, to);
    }
    return createHash("sha256").update(encoded).digest("hex").toUpperCase();
  }

  type Trade = { form: Record<string, string>; tradeNo: string };

  /** What ECPay does with the posted form: refuse a bad CheckMacValue, else open a trade. */
  function receiveCheckout(form: Record<string, string>): Trade {
    if (form.CheckMacValue !== mac(form)) throw new Error("ECPay: CheckMacValue Error (10200073)");
    return {
      form,
      tradeNo: `2${Date.now().toString().slice(-9)}${randomBytes(2).toString("hex")}`.slice(0, 20),
    };
  }

  const base = (trade: Trade) => ({
    MerchantID: trade.form.MerchantID ?? "",
    MerchantTradeNo: trade.form.MerchantTradeNo ?? "",
    StoreID: "",
    TradeNo: trade.tradeNo,
    TradeAmt: trade.form.TotalAmount ?? "",
    TradeDate: "2026/11/23 10:00:00",
    CustomField1: trade.form.CustomField1 ?? "",
    CustomField2: "",
    CustomField3: "",
    CustomField4: "",
  });

  async function post(fields: Record<string, string>, tamper?: (f: Record<string, string>) => void) {
    const signed = { ...fields, CheckMacValue: mac(fields) };
    tamper?.(signed);
    return options.app.inject({
      method: "POST",
      url: noticePath,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(signed).toString(),
    });
  }

  return {
    mac,
    receiveCheckout,
    /** PaymentInfoURL: the virtual account (ATM) or store code (CVS) was issued. */
    paymentInfo(trade: Trade) {
      const atm = trade.form.ChoosePayment === "ATM";
      return post({
        ...base(trade),
        RtnCode: atm ? "2" : "10100073",
        RtnMsg: "Get VirtualAccount Succeeded",
        PaymentType: atm ? "ATM_TAISHIN" : "CVS_CVS",
        ...(atm
          ? { BankCode: "812", vAccount: "9103522850000001", ExpireDate: "2026/11/26" }
          : {
              PaymentNo: "LLL22251222",
              ExpireDate: "2026/11/26 10:00:00",
              Barcode1: "",
              Barcode2: "",
              Barcode3: "",
            }),
      });
    },
    /** ReturnURL: the payment arrived (or, with simulate, a back-office simulated payment). */
    paid(
      trade: Trade,
      opts: { simulate?: boolean; amount?: string; tamper?: (f: Record<string, string>) => void } = {},
    ) {
      return post(
        {
          ...base(trade),
          ...(opts.amount ? { TradeAmt: opts.amount } : {}),
          RtnCode: "1",
          RtnMsg: "交易成功",
          PaymentDate: "2026/11/23 10:05:00",
          PaymentType: trade.form.ChoosePayment === "ATM" ? "ATM_TAISHIN" : "CVS_CVS",
          PaymentTypeChargeFee: "0",
          SimulatePaid: opts.simulate ? "1" : "0",
        },
        opts.tamper,
      );
    },
  };
}
