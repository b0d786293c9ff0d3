import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export type EcpayCredentials = { merchantId: string; hashKey: string; hashIv: string };

/**
 * ECPay's URL encoding for CheckMacValue: PHP `urlencode` (space as +, everything but letters,
 * digits and -_. escaped) with the .NET exceptions ECPay documents kept literal (! * ( )), lower-cased.
 */
function ecpayUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, "+")
    .replace(/'/g, "%27")
    .replace(/~/g, "%7e")
    .toLowerCase();
}

/**
 * CheckMacValue (EncryptType=1): the fields but CheckMacValue sorted by name (A–Z, case-insensitive),
 * joined as `HashKey=…&k=v&…&HashIV=…`, URL-encoded as above, SHA256, upper-case hex.
 */
export function checkMacValue(fields: Record<string, string>, hashKey: string, hashIv: string): string {
  const pairs = Object.keys(fields)
    .filter((key) => key !== "CheckMacValue")
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .map((key) => `${key}=${fields[key]}`);
  const raw = `HashKey=${hashKey}&${pairs.join("&")}&HashIV=${hashIv}`;
  return createHash("sha256").update(ecpayUrlEncode(raw)).digest("hex").toUpperCase();
}

/** Whether the fields carry a CheckMacValue that matches (constant-time comparison). */
export function verifyCheckMacValue(
  fields: Record<string, string>,
  hashKey: string,
  hashIv: string,
): boolean {
  const given = fields.CheckMacValue;
  if (typeof given !== "string" || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = checkMacValue(fields, hashKey, hashIv);
  return timingSafeEqual(Buffer.from(given.toUpperCase()), Buffer.from(expected));
}

/** MerchantTradeNo: at most 20 letters and digits, unique per merchant. */
export function newMerchantTradeNo(depositId: number): string {
  return `D${depositId}${randomBytes(8).toString("hex").toUpperCase()}`.slice(0, 20);
}

/** yyyy/MM/dd HH:mm:ss in Taiwan time (UTC+8, no daylight saving), as ECPay expects. */
export function ecpayDate(at: Date): string {
  const t = new Date(at.getTime() + 8 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}
