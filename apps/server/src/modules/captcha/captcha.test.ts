import { captchaFieldsSchema } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import svgCaptcha from "svg-captcha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { AppError } from "../../http/app-error";
import {
  CAPTCHA_TTL_MS,
  type CaptchaGenerator,
  createCaptcha,
  createCaptchaVerifier,
} from "./captcha.service";
import { captchaChallenges } from "./captcha.table";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // What a protected form (contact, register) does: verify, then answer.
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/test/captcha",
        { config: { access: "public" }, schema: { body: captchaFieldsSchema } },
        async (request) => {
          await createCaptchaVerifier({ disabled: app.config.CAPTCHA_DISABLED })(
            app.database.db,
            request.body,
          );
          return { ok: true };
        },
      );
  });
});
afterAll(() => ctx.close());

/** The real svg-captcha generator, remembering the answer it drew. */
function recordingGenerator(): { generate: CaptchaGenerator; answer: () => string } {
  let text = "";
  return {
    generate: (options) => {
      const challenge = svgCaptcha.create(options);
      text = challenge.text;
      return challenge;
    },
    answer: () => text,
  };
}

/** A generator with a fixed answer, for case and whitespace checks. */
const fixedGenerator =
  (text: string): CaptchaGenerator =>
  () => ({ text, data: `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>` });

async function rowByKey(key: string) {
  const [row] = await ctx.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, key));
  return row;
}

const verify = createCaptchaVerifier({ disabled: false });

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 422,
    code: "captcha_invalid",
    options: { fieldErrors: { captcha: ["captcha_invalid"] } },
  });
}

describe("GET /api/captcha/flat", () => {
  it("returns an SVG data URL and a key, never cached", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/flat" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["img", "key"]);
    expect(body.img).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(body.img.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(body.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const row = await rowByKey(body.key);
    expect(row).toBeDefined();
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
  });

  it("gives a new key each time", async () => {
    const a = (await ctx.app.inject({ method: "GET", url: "/api/captcha/flat" })).json();
    const b = (await ctx.app.inject({ method: "GET", url: "/api/captcha/flat" })).json();
    expect(a.key).not.toBe(b.key);
  });

  it("stores the answer only as a hash", async () => {
    const drawn = recordingGenerator();
    const { key } = await createCaptcha(ctx.database.db, new Date(), drawn.generate);
    const answer = drawn.answer();
    expect(answer).toHaveLength(4);
    const row = await rowByKey(key);
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(row ?? {})) {
      expect(String(value).toLowerCase()).not.toBe(answer.toLowerCase());
    }

    // A non-hex answer cannot hide inside a hex digest: it is not stored anywhere in the row.
    const fixed = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("Zq7W"));
    expect(JSON.stringify(await rowByKey(fixed.key)).toLowerCase()).not.toContain("zq7w");
  });

  it("refuses the 61st request from one address within a minute with 429 and Retry-After", async () => {
    const remoteAddress = "203.0.113.61";
    for (let i = 1; i <= 60; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/flat", remoteAddress });
      expect(res.statusCode, `request ${i}`).toBe(200);
    }
    const refused = await ctx.app.inject({ method: "GET", url: "/api/captcha/flat", remoteAddress });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
      code: "too_many_requests",
    });

    // Another address is counted on its own.
    const other = await ctx.app.inject({
      method: "GET",
      url: "/api/captcha/flat",
      remoteAddress: "203.0.113.62",
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("captcha verifier", () => {
  it("passes the right answer, case-insensitive and trimmed", async () => {
    const drawn = recordingGenerator();
    const { key } = await createCaptcha(ctx.database.db, new Date(), drawn.generate);
    await expect(
      verify(ctx.database.db, { captcha: drawn.answer(), captcha_key: key }),
    ).resolves.toBeUndefined();

    const fixed = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("AbCd"));
    await expect(
      verify(ctx.database.db, { captcha: "  aBcD \n", captcha_key: fixed.key }),
    ).resolves.toBeUndefined();
  });

  it("refuses a wrong answer with 422 on the captcha field", async () => {
    const { key } = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("k7pq"));
    await expectRefused(verify(ctx.database.db, { captcha: "k7pz", captcha_key: key }));
  });

  it("is single use: the right answer fails the second time", async () => {
    const { key } = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("w3xy"));
    await verify(ctx.database.db, { captcha: "w3xy", captcha_key: key });
    expect(await rowByKey(key)).toBeUndefined();
    await expectRefused(verify(ctx.database.db, { captcha: "w3xy", captcha_key: key }));
  });

  it("is consumed by a wrong first try too", async () => {
    const { key } = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("m4nr"));
    await expectRefused(verify(ctx.database.db, { captcha: "nope", captcha_key: key }));
    expect(await rowByKey(key)).toBeUndefined();
    await expectRefused(verify(ctx.database.db, { captcha: "m4nr", captcha_key: key }));
  });

  it("refuses an expired captcha (older than 10 minutes)", async () => {
    const issued = new Date(Date.now() - CAPTCHA_TTL_MS - 1000);
    const { key } = await createCaptcha(ctx.database.db, issued, fixedGenerator("t9ab"));
    await expectRefused(verify(ctx.database.db, { captcha: "t9ab", captcha_key: key }));
  });

  it("accepts a captcha just inside its 10 minutes", async () => {
    const issued = new Date(Date.now() - CAPTCHA_TTL_MS + 30_000);
    const { key } = await createCaptcha(ctx.database.db, issued, fixedGenerator("t9ac"));
    await expect(verify(ctx.database.db, { captcha: "t9ac", captcha_key: key })).resolves.toBeUndefined();
  });

  it("refuses malformed and unknown keys", async () => {
    await expectRefused(verify(ctx.database.db, { captcha: "abcd", captcha_key: "not-a-key" }));
    await expectRefused(
      verify(ctx.database.db, { captcha: "abcd", captcha_key: "'; drop table captcha_challenges; --" }),
    );
    await expectRefused(
      verify(ctx.database.db, { captcha: "abcd", captcha_key: "00000000-0000-4000-8000-000000000000" }),
    );
  });

  it("passes anything when CAPTCHA_DISABLED", async () => {
    const disabled = createCaptchaVerifier({ disabled: true });
    await expect(
      disabled(ctx.database.db, { captcha: "whatever", captcha_key: "not-a-key" }),
    ).resolves.toBeUndefined();
  });

  it("answers a route with 422, field `captcha`, localized", async () => {
    const { key } = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("h8jk"));
    const wrong = await ctx.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "h8jj", captcha_key: key },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: "The captcha code is invalid",
      code: "captcha_invalid",
      errors: { captcha: ["The captcha code is invalid"] },
    });

    const again = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("h8jk"));
    const tw = await ctx.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      headers: { "accept-language": "zh-TW" },
      payload: { captcha: "xxxx", captcha_key: again.key },
    });
    expect(tw.json().errors).toEqual({ captcha: ["驗證碼無效"] });

    const right = await createCaptcha(ctx.database.db, new Date(), fixedGenerator("h8jk"));
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "H8JK", captcha_key: right.key },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("CAPTCHA_DISABLED=true", () => {
  let disabledCtx: TestContext;
  beforeAll(async () => {
    disabledCtx = await createTestApp({ CAPTCHA_DISABLED: "true" }, (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          "/api/test/captcha",
          { config: { access: "public" }, schema: { body: captchaFieldsSchema } },
          async (request) => {
            await createCaptchaVerifier({ disabled: app.config.CAPTCHA_DISABLED })(
              app.database.db,
              request.body,
            );
            return { ok: true };
          },
        );
    });
  });
  afterAll(() => disabledCtx.close());

  it("lets the app's verifier pass any answer", async () => {
    const res = await disabledCtx.app.inject({
      method: "POST",
      url: "/api/test/captcha",
      payload: { captcha: "anything", captcha_key: "no-such-key" },
    });
    expect(res.statusCode).toBe(200);
  });
});
