import { formatMoneyInput, tryParseMoney } from "@edu/shared";
import {
  checkMacValue,
  type EcpayCredentials,
  ecpayDate,
  newMerchantTradeNo,
  verifyCheckMacValue,
} from "./ecpay";
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from "./provider";

/** RtnCode of the PaymentInfoURL notices: a virtual account (ATM) or a store code (CVS) was issued. */
const INFO_CODES = new Set(["2", "10100073"]);

/**
 * ECPay (Taiwan) AioCheckOut V5 for ATM virtual accounts and convenience-store codes. The browser
 * posts the signed form to ECPay; ECPay posts the account or code (PaymentInfoURL) and later the
 * payment (ReturnURL) to the notice route, both CheckMacValue-signed. TWD only.
 */
export function createEcpayProvider(options: EcpayCredentials & { checkoutUrl: string }): PaymentProvider {
  const { merchantId, hashKey, hashIv } = options;
  return {
    name: "ecpay",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const tradeNo = newMerchantTradeNo(request.depositId);
      const method = request.method === "CVS" ? "CVS" : "ATM";
      const fields: Record<string, string> = {
        MerchantID: merchantId,
        MerchantTradeNo: tradeNo,
        MerchantTradeDate: ecpayDate(new Date()),
        PaymentType: "aio",
        // Whole TWD (the service refuses a deposit with cents).
        TotalAmount: formatMoneyInput(request.amount, "TWD"),
        TradeDesc: "Family balance deposit",
        ItemName: request.description.replace(/#/g, " ").slice(0, 200),
        ReturnURL: request.notifyUrl,
        PaymentInfoURL: request.notifyUrl,
        ClientBackURL: request.successUrl,
        ChoosePayment: method,
        EncryptType: "1",
        CustomField1: String(request.depositId),
        ...(method === "ATM" ? { ExpireDate: "3" } : { StoreExpireDate: "4320" }),
      };
      fields.CheckMacValue = checkMacValue(fields, hashKey, hashIv);
      return {
        providerRef: tradeNo,
        redirectUrl: options.checkoutUrl,
        form: { action: options.checkoutUrl, fields },
      };
    },
    async verifyWebhook(rawBody): Promise<ProviderEvent> {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      if (!verifyCheckMacValue(fields, hashKey, hashIv))
        throw new WebhookSignatureError("CheckMacValue error");
      if (fields.MerchantID !== merchantId) throw new WebhookSignatureError("another merchant");
      const providerRef = fields.MerchantTradeNo ?? "";
      // ECPay's id of the payment is MerchantTradeNo + TradeNo; its info notice and a simulated or
      // failed payment share that pair with the real payment, so theirs say what they are.
      const tradeId = `${providerRef}:${fields.TradeNo ?? ""}`;
      // Payments simulated from ECPay's merchant back office: never money (ECPay's own rule).
      if (fields.SimulatePaid === "1")
        return { type: "ignored", eventId: `${tradeId}:simulated`, providerRef, reason: "SimulatePaid" };
      if (INFO_CODES.has(fields.RtnCode ?? "")) {
        const info: Record<string, string> = {};
        for (const key of [
          "PaymentType",
          "BankCode",
          "vAccount",
          "PaymentNo",
          "ExpireDate",
          "Barcode1",
          "Barcode2",
          "Barcode3",
        ]) {
          const value = fields[key];
          if (value) info[key] = value;
        }
        return { type: "info", eventId: `${tradeId}:info:${fields.RtnCode}`, providerRef, info };
      }
      if (fields.RtnCode !== "1")
        return {
          type: "ignored",
          eventId: `${tradeId}:rtn:${fields.RtnCode ?? ""}`,
          providerRef,
          reason: `RtnCode ${fields.RtnCode}`,
        };
      const amount = tryParseMoney(fields.TradeAmt ?? "", "TWD", { allowZero: false });
      if (!amount.ok)
        return { type: "ignored", eventId: `${tradeId}:no-amount`, providerRef, reason: "no amount" };
      return {
        type: "paid",
        // Idempotent by MerchantTradeNo + TradeNo (ECPay's id of the payment).
        eventId: tradeId,
        providerRef,
        amount: amount.value,
        currency: "TWD",
      };
    },
  };
}
