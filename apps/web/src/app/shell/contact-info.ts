/**
 * The company's contact details shown in the header, drawer and footer.
 * PLACEHOLDERS: replace with the real phone, email, LINE and WeChat details before launch.
 */
export const CONTACT = {
  phone: "+886-2-0000-0000",
  email: "hello@edubridge.example",
  lineId: "@edubridge",
  lineUrl: "https://line.me/R/ti/p/@edubridge",
  wechatId: "edubridge",
  wechatUrl: "weixin://dl/chat?edubridge",
} as const;

export type QrVariant = "taiwan" | "china";

/** Visitors in mainland China get the WeChat QR code; everyone else the Taiwan (LINE) one. */
export function pickQrVariant(countryCode: string | undefined | null): QrVariant {
  return countryCode?.toUpperCase() === "CN" ? "china" : "taiwan";
}

export const QR_CONTENT: Record<QrVariant, { value: string; titleKey: string }> = {
  taiwan: { value: CONTACT.lineUrl, titleKey: "contact.qrTaiwanTitle" },
  china: { value: CONTACT.wechatUrl, titleKey: "contact.qrChinaTitle" },
};
