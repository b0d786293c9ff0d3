// The country database has no city, so a visitor's time zone is their country's main one. Rule: a country
// with one IANA zone (Intl's list for the region: TW → Asia/Taipei, JP → Asia/Tokyo…) gets that zone; a
// country with several gets the zone most of its people live in (its capital's or largest city's, below);
// a region Intl does not know gets null (the caller falls back to the spec's default).

/** Countries with more than one zone in Intl (Node 24's ICU) → the zone where most of the people live. */
const MAIN_ZONE: Record<string, string> = {
  AQ: "Antarctica/McMurdo",
  AR: "America/Buenos_Aires",
  AU: "Australia/Sydney",
  BR: "America/Sao_Paulo",
  CA: "America/Toronto",
  CD: "Africa/Kinshasa",
  CL: "America/Santiago",
  CN: "Asia/Shanghai",
  CY: "Asia/Nicosia",
  DE: "Europe/Berlin",
  EC: "America/Guayaquil",
  ES: "Europe/Madrid",
  FM: "Pacific/Ponape",
  GL: "America/Godthab",
  ID: "Asia/Jakarta",
  KI: "Pacific/Tarawa",
  KZ: "Asia/Almaty",
  MH: "Pacific/Majuro",
  MN: "Asia/Ulaanbaatar",
  MX: "America/Mexico_City",
  MY: "Asia/Kuala_Lumpur",
  NZ: "Pacific/Auckland",
  PF: "Pacific/Tahiti",
  PG: "Pacific/Port_Moresby",
  PS: "Asia/Gaza",
  PT: "Europe/Lisbon",
  RU: "Europe/Moscow",
  UA: "Europe/Kiev",
  UM: "Pacific/Midway",
  US: "America/New_York",
  UZ: "Asia/Tashkent",
};

const cache = new Map<string, string | null>();

/** The main IANA time zone of an ISO 3166 country code, or null when Intl knows no zone for it. */
export function countryTimeZone(countryCode: string): string | null {
  const known = MAIN_ZONE[countryCode];
  if (known) return known;
  if (cache.has(countryCode)) return cache.get(countryCode) ?? null;
  let zones: string[] = [];
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as Intl.Locale & { getTimeZones?: () => string[] };
    zones = locale.getTimeZones?.() ?? [];
  } catch {
    zones = []; // not a region code Intl accepts
  }
  const zone = zones[0] ?? null;
  cache.set(countryCode, zone);
  return zone;
}
