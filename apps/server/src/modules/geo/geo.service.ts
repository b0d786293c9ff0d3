import { DEFAULT_GEO, type IpGeo } from "@edu/shared";
import { packageOnFirstUse } from "../../package-on-first-use";
import { countryTimeZone } from "./country-time-zone";

/** Its ranges are read into 8.4 MB of buffers when it loads: at the first lookup, not at start. */
const geoip = packageOnFirstUse<typeof import("geoip-country")>("geoip-country");
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Country and time zone of an address; unknown and private addresses get the spec's default. The lookup
 * is country-only (geoip-country: GeoLite2 country ranges, ~7 MB in memory instead of geoip-lite's
 * ~115 MB of city data), so a found address has city "" and its country's main time zone
 * (country-time-zone.ts).
 */
export function lookupGeo(ip: string): IpGeo {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  const country = geoip().lookup(address)?.country;
  if (!country) return { ip: address, ...DEFAULT_GEO };
  return {
    ip: address,
    country_code: country,
    country: countryNames.of(country) ?? country,
    city: "",
    timezone: countryTimeZone(country) ?? DEFAULT_GEO.timezone,
  };
}
