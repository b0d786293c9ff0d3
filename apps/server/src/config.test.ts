import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    const repoData = path.resolve(import.meta.dirname, "../../../data");
    expect(config.DATA_DIR).toBe(repoData);
    expect(config.UPLOAD_DIR).toBe(path.join(repoData, "uploads"));
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
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

  it("resolves a relative DATA_DIR from where npm was started, and PUBLIC_URL follows PORT", () => {
    const config = loadConfig({ DATA_DIR: "mydata", INIT_CWD: "/srv/app", PORT: "4100" });
    expect(config.DATA_DIR).toBe("/srv/app/mydata");
    expect(config.PUBLIC_URL).toBe("http://localhost:4100");
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
