import { createHmac } from "node:crypto";
import type { LineMode } from "@edu/shared";
import type { Config } from "../../config";
import { fieldError } from "../../http/app-error";

/**
 * Short-lived values the LINE flow hands to the browser, signed (HS256) with keys derived from the
 * client secret, one key per purpose, so a token of one kind never passes as the other.
 */
const ISSUER = "edu-platform";
export const STATE_TTL_SECONDS = 10 * 60;
export const LINE_USER_ID_TOKEN_TTL_SECONDS = 30 * 60;

type Purpose = "line-state" | "line-user-id";

export type LineSecrets = Pick<Config, "LINE_CLIENT_SECRET">;

function keyFor(secrets: LineSecrets, purpose: Purpose): Uint8Array {
  if (!secrets.LINE_CLIENT_SECRET) throw new Error("LINE is not configured");
  return createHmac("sha256", secrets.LINE_CLIENT_SECRET).update(`edu-platform/${purpose}/v1`).digest();
}

/** jose (with openid-client +0.9 MB RSS): loaded at the first LINE token signed or read, not at start. */
let josePackage: Promise<typeof import("jose")> | undefined;
const loadJose = () => (josePackage ??= import("jose"));

async function sign(secrets: LineSecrets, purpose: Purpose, claims: Record<string, unknown>, ttl: number) {
  const { SignJWT } = await loadJose();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(keyFor(secrets, purpose));
}

async function verify(secrets: LineSecrets, purpose: Purpose, token: string) {
  const { jwtVerify } = await loadJose();
  const { payload } = await jwtVerify(token, keyFor(secrets, purpose), {
    issuer: ISSUER,
    audience: purpose,
    algorithms: ["HS256"],
  });
  return payload;
}

/** What the callback needs to finish the flow the authorize step began (kept in an HttpOnly cookie). */
export type LineFlowState = {
  state: string;
  nonce: string;
  codeVerifier: string;
  mode: LineMode;
  returnTo?: string;
  /** mode=bind: the signed-in user who started it. */
  userId?: number;
};

export const signFlowState = (secrets: LineSecrets, flow: LineFlowState) =>
  sign(secrets, "line-state", { flow }, STATE_TTL_SECONDS);

export async function readFlowState(secrets: LineSecrets, token: string): Promise<LineFlowState | undefined> {
  try {
    const payload = await verify(secrets, "line-state", token);
    return payload.flow as LineFlowState;
  } catch {
    return undefined;
  }
}

export const signLineUserIdToken = (secrets: LineSecrets, lineUserId: string) =>
  sign(secrets, "line-user-id", { sub: lineUserId }, LINE_USER_ID_TOKEN_TTL_SECONDS);

/**
 * For registration with `line_user_id_token`: the LINE user id it carries, or a 422 field error on
 * `line_user_id_token` when it is forged, expired or LINE is not configured.
 */
export async function verifyLineUserIdToken(token: string, config: LineSecrets): Promise<string> {
  const invalid = () => fieldError("line_user_id_token", "line_token_invalid");
  if (!config.LINE_CLIENT_SECRET) throw invalid();
  let sub: unknown;
  try {
    sub = (await verify(config, "line-user-id", token)).sub;
  } catch {
    throw invalid();
  }
  if (typeof sub !== "string" || !sub) throw invalid();
  return sub;
}
