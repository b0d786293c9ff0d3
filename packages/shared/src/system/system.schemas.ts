import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    reachable: z.boolean(),
    latency_ms: z.number(),
  }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const captchaSchema = z.object({
  img: z.string().describe("SVG image as a data: URL"),
  key: z.string().describe("opaque key to send back with the answer"),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Fields every form protected by a captcha sends (spec: captcha, captcha_key). */
export const captchaFieldsSchema = z.object({
  captcha: z.string().trim().min(1).max(16),
  captcha_key: z.string().min(1).max(64),
});

export const ipGeoSchema = z.object({
  ip: z.string(),
  country_code: z.string().length(2),
  country: z.string(),
  city: z.string(),
  timezone: z.string(),
});
export type IpGeo = z.infer<typeof ipGeoSchema>;

/** Spec §3: unknown or private addresses get these. */
export const DEFAULT_GEO = {
  country_code: "US",
  country: "United States",
  city: "Salt Lake City",
  timezone: "America/Denver",
} as const;
