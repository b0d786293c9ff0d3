import { DEFAULT_GEO } from "@edu/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const geoOf = (remoteAddress: string) => ctx.app.inject({ method: "GET", url: "/api/ip-geo", remoteAddress });

describe("GET /api/ip-geo", () => {
  it("places a Taiwan address in Taiwan, Asia/Taipei", async () => {
    const res = await geoOf("114.32.1.1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ip: "114.32.1.1",
      country_code: "TW",
      country: "Taiwan",
      // The lookup is country-only: a found address has no city (spec 01's default city is for unknown ones).
      city: "",
      timezone: "Asia/Taipei",
    });
  });

  it("gives a found US address the country's main time zone, not the default's", async () => {
    const res = await geoOf("8.8.8.8");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ip: "8.8.8.8",
      country_code: "US",
      country: "United States",
      city: "",
      timezone: "America/New_York",
    });
  });

  it("places an IPv6 address by its country", async () => {
    const res = await geoOf("2001:288:1001::1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country_code: "TW", city: "", timezone: "Asia/Taipei" });
  });

  it("places a Shanghai address in China", async () => {
    const res = await geoOf("58.247.1.1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ip: "58.247.1.1",
      country_code: "CN",
      country: "China",
      timezone: "Asia/Shanghai",
    });
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 one", async () => {
    const res = await geoOf("::ffff:114.32.1.1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ip: "114.32.1.1", country_code: "TW", timezone: "Asia/Taipei" });
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["IPv6 loopback", "::1"],
    ["private 10/8", "10.1.2.3"],
    ["private 192.168/16", "192.168.1.20"],
    ["private 172.16/12", "172.20.0.5"],
    ["mapped private", "::ffff:192.168.1.20"],
    ["reserved, unknown", "240.0.0.1"],
  ])("gives the spec's default for a %s address (%s)", async (_kind, address) => {
    const res = await geoOf(address);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      country_code: "US",
      country: "United States",
      city: "Salt Lake City",
      timezone: "America/Denver",
    });
    expect(body).toMatchObject(DEFAULT_GEO);
    expect(body.ip).toBe(address.replace(/^::ffff:/, ""));
  });

  it("answers with exactly the documented fields", async () => {
    const res = await geoOf("58.247.1.1");
    expect(Object.keys(res.json()).sort()).toEqual(["city", "country", "country_code", "ip", "timezone"]);
  });
});
