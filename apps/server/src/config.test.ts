import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.UPLOAD_DIR).toBe(path.join(path.resolve("./data"), "uploads"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.CAPTCHA_DISABLED).toBe(false);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads booleans and numbers from text, treating empty strings as unset", () => {
    const config = loadConfig({ SEED_DEMO: "false", PORT: "4100", CAPTCHA_DISABLED: "1", DATABASE_URL: "" });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(4100);
    expect(config.CAPTCHA_DISABLED).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("lists every problem at once, readably", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres/m);
    expect(problems).toMatch(/^SMTP_URL: must start with smtp/m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((error as Error).message).toContain("Invalid configuration:");
  });
});
