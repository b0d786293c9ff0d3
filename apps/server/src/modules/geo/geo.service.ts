import { DEFAULT_GEO, type IpGeo } from "@edu/shared";
import geoip from "geoip-lite";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Country, city and timezone of an address; unknown and private addresses get the spec's default. */
export function lookupGeo(ip: string): IpGeo {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  const found = geoip.lookup(address);
  if (!found?.country) return { ip: address, ...DEFAULT_GEO };
  return {
    ip: address,
    country_code: found.country,
    country: countryNames.of(found.country) ?? found.country,
    city: found.city ?? "",
    timezone: found.timezone || DEFAULT_GEO.timezone,
  };
}
