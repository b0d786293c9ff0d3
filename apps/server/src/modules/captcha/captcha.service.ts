import { createHash, timingSafeEqual } from "node:crypto";
import type { Captcha } from "@edu/shared";
import type svgCaptcha from "svg-captcha";
import type { DbOrTx } from "../../db/database";
import { AppError } from "../../http/app-error";
import { deleteExpiredChallenges, insertChallenge, takeChallenge } from "./captcha.repository";

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hashAnswer(answer: string): string {
  return createHash("sha256").update(answer.trim().toLowerCase()).digest("hex");
}

/** Draws a challenge: `text` is the answer, `data` the SVG. Replaceable so tests can know the answer. */
export type CaptchaGenerator = (options: Parameters<typeof svgCaptcha.create>[0]) => {
  text: string;
  data: string;
};

/** svg-captcha and its font (+1.4 MB RSS): loaded at the first challenge drawn, not at start. */
let svgCaptchaPackage: Promise<typeof svgCaptcha> | undefined;
const loadSvgCaptcha = () => (svgCaptchaPackage ??= import("svg-captcha").then((loaded) => loaded.default));

export async function createCaptcha(
  db: DbOrTx,
  now = new Date(),
  generate?: CaptchaGenerator,
): Promise<Captcha> {
  const draw = generate ?? (await loadSvgCaptcha()).create;
  // Characters people confuse (0/o, 1/l/i) are left out; answers are case-insensitive.
  const challenge = draw({
    size: 4,
    noise: 2,
    ignoreChars: "0oO1iIlL",
    color: true,
    background: "#f4f6fb",
  });
  const key = await insertChallenge(db, hashAnswer(challenge.text), new Date(now.getTime() + CAPTCHA_TTL_MS));
  if (Math.random() < 0.05) await deleteExpiredChallenges(db, now); // amortised clean-up
  return { img: `data:image/svg+xml;base64,${Buffer.from(challenge.data).toString("base64")}`, key };
}

/** Challenges nobody answered in time (the periodic maintenance pass). */
export async function deleteExpiredCaptchas(db: DbOrTx, now = new Date()): Promise<void> {
  await deleteExpiredChallenges(db, now);
}

export type CaptchaVerifier = (db: DbOrTx, input: { captcha: string; captcha_key: string }) => Promise<void>;

/**
 * The shared verifier other modules call (contact, register, …). Single use: the challenge is
 * consumed whether the answer is right or not. Throws a 422 on the `captcha` field when wrong.
 */
export function createCaptchaVerifier(options: { disabled: boolean }): CaptchaVerifier {
  return async (db, { captcha, captcha_key }) => {
    if (options.disabled) return;
    const refuse = () => new AppError("captcha_invalid", { fieldErrors: { captcha: ["captcha_invalid"] } });
    if (!UUID_PATTERN.test(captcha_key)) throw refuse();
    const row = await takeChallenge(db, captcha_key);
    if (!row || row.expiresAt.getTime() < Date.now()) throw refuse();
    const expected = Buffer.from(row.answerHash, "hex");
    const given = Buffer.from(hashAnswer(captcha), "hex");
    if (!timingSafeEqual(expected, given)) throw refuse();
  };
}
