/**
 * Dial codes by ISO 3166-1 region (spec §9: phone entry uses a dial-code list with flags and search).
 * Names come from `Intl.DisplayNames` in the interface language; flags are regional-indicator emoji.
 */
const DIAL_CODES =
  "TW886 CN86 HK852 MO853 US1 CA1 GB44 JP81 KR82 SG65 MY60 AU61 NZ64 TH66 VN84 PH63 ID62 IN91 " +
  "AF93 AL355 DZ213 AD376 AO244 AR54 AM374 AT43 AZ994 BH973 BD880 BY375 BE32 BZ501 BJ229 BT975 BO591 " +
  "BA387 BW267 BR55 BN673 BG359 BF226 BI257 KH855 CM237 CV238 CF236 TD235 CL56 CO57 KM269 CG242 CD243 " +
  "CR506 CI225 HR385 CU53 CY357 CZ420 DK45 DJ253 DO1 EC593 EG20 SV503 GQ240 ER291 EE372 SZ268 ET251 " +
  "FJ679 FI358 FR33 GA241 GM220 GE995 DE49 GH233 GR30 GT502 GN224 GW245 GY592 HT509 HN504 HU36 IS354 " +
  "IR98 IQ964 IE353 IL972 IT39 JM1 JO962 KZ7 KE254 KW965 KG996 LA856 LV371 LB961 LS266 LR231 LY218 " +
  "LI423 LT370 LU352 MG261 MW265 MV960 ML223 MT356 MR222 MU230 MX52 MD373 MC377 MN976 ME382 MA212 " +
  "MZ258 MM95 NA264 NP977 NL31 NI505 NE227 NG234 MK389 NO47 OM968 PK92 PA507 PG675 PY595 PE51 PL48 " +
  "PT351 PR1 QA974 RO40 RU7 RW250 SA966 SN221 RS381 SC248 SL232 SK421 SI386 SO252 ZA27 SS211 ES34 " +
  "LK94 SD249 SR597 SE46 CH41 SY963 TJ992 TZ255 TL670 TG228 TO676 TT1 TN216 TR90 TM993 UG256 UA380 " +
  "AE971 UY598 UZ998 VE58 YE967 ZM260 ZW263";

export type Country = { code: string; dial: string };

export const COUNTRIES: readonly Country[] = DIAL_CODES.split(" ").map((entry) => ({
  code: entry.slice(0, 2),
  dial: entry.slice(2),
}));

/** 🇹🇼 from "TW". */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

const displayNames = new Map<string, Intl.DisplayNames | undefined>();

/** The region's name in the interface language (the ISO code when the runtime has no names). */
export function countryName(code: string, locale: string): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: "region" }));
    } catch {
      displayNames.set(locale, undefined);
    }
  }
  return displayNames.get(locale)?.of(code) ?? code;
}

export function findCountry(code: string | null | undefined): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

/** The region to preselect for a language: mainland China for Simplified Chinese, else Taiwan / US. */
export function defaultCountryFor(locale: string): Country {
  const code = locale === "zh-CN" ? "CN" : locale === "en" ? "US" : "TW";
  return findCountry(code) ?? (COUNTRIES[0] as Country);
}

/** Digits only. */
export const digitsOf = (value: string) => value.replace(/\D/g, "");

/** The stored form: "+886 912345678" (the server accepts +, digits, spaces, brackets and dashes). */
export function composePhone(country: Country, national: string): string {
  const number = national.trim();
  return number ? `+${country.dial} ${number}` : "";
}

/**
 * Splits a stored phone back into region and national number. Several regions share a dial code
 * (+1, +7): the preferred region wins when it matches.
 */
export function splitPhone(value: string, preferred: Country): { country: Country; national: string } {
  const match = /^\+(\d{1,4})\s*(.*)$/.exec(value.trim());
  if (!match) return { country: preferred, national: value.trim() };
  const rest = `${match[1]}${match[2]}`;
  const candidates = COUNTRIES.filter((country) => rest.startsWith(country.dial)).sort(
    (a, b) => b.dial.length - a.dial.length,
  );
  const best = candidates[0];
  if (!best) return { country: preferred, national: value.trim() };
  const country = candidates.find((c) => c.dial === best.dial && c.code === preferred.code) ?? best;
  const national = value
    .trim()
    .slice(1 + country.dial.length)
    .trim();
  return { country, national };
}

/** Spec §5/§9: at least 7 digits in the number itself. */
export const PHONE_MIN_DIGITS = 7;
export const isPhoneLongEnough = (national: string) => digitsOf(national).length >= PHONE_MIN_DIGITS;

/** The number part of a stored phone ("+886 912345678" → "912345678"). */
export function nationalPart(value: string): string {
  return splitPhone(value, COUNTRIES[0] as Country).national;
}
