import type { Config } from "../config";
import type { DbOrTx } from "../db/database";
import { installationSecret } from "../db/installation-secrets";

/** The keys that seal and open stored secrets: the first seals, every one opens what it sealed. */
export type SecretKeyring = {
  sealing: { id: string; key: Buffer };
  keys: ReadonlyMap<string, Buffer>;
};

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const KEY_BYTES = 32;
/** The key id of the per-installation key dev and test use when COUNSELING_SECRET_KEYS is unset. */
export const INSTALLATION_KEY_ID = "local";
const INSTALLATION_SECRET_NAME = "secret-box-key";

/** `k2:<base64>,k1:<base64>` → a keyring, newest (first) sealing. Throws with what is wrong, never a key. */
export function parseSecretKeys(text: string): SecretKeyring {
  const keys = new Map<string, Buffer>();
  const entries = text.split(",").map((entry) => entry.trim());
  for (const [index, entry] of entries.entries()) {
    const at = entry.indexOf(":");
    const id = at > 0 ? entry.slice(0, at) : "";
    if (!KEY_ID.test(id)) throw new Error(`entry ${index + 1}: the key id must be 1–16 of A-Z a-z 0-9 _ -`);
    if (keys.has(id)) throw new Error(`entry ${index + 1}: the key id ${id} is listed twice`);
    const encoded = entry.slice(at + 1);
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) ? Buffer.from(encoded, "base64") : Buffer.alloc(0);
    if (key.length !== KEY_BYTES)
      throw new Error(`key ${id}: must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
    keys.set(id, key);
  }
  const [firstId] = keys.keys();
  const first = firstId === undefined ? undefined : keys.get(firstId);
  if (firstId === undefined || !first) throw new Error("no key given");
  return { sealing: { id: firstId, key: first }, keys };
}

/** For config.ts: what is wrong with COUNSELING_SECRET_KEYS, or false. */
export function secretKeysProblem(text: string | undefined): string | false {
  if (text === undefined) return false;
  try {
    parseSecretKeys(text);
    return false;
  } catch (error) {
    return `COUNSELING_SECRET_KEYS: ${(error as Error).message}`;
  }
}

/**
 * The installation's keyring: the configured keys, else (never in production: config.ts refuses to start)
 * one key made once per installation and kept in the database, like the payment sandbox's secret.
 */
export async function secretKeyring(
  db: DbOrTx,
  config: Pick<Config, "COUNSELING_SECRET_KEYS">,
): Promise<SecretKeyring> {
  if (config.COUNSELING_SECRET_KEYS) return parseSecretKeys(config.COUNSELING_SECRET_KEYS);
  const key = Buffer.from(await installationSecret(db, INSTALLATION_SECRET_NAME), "base64url");
  return { sealing: { id: INSTALLATION_KEY_ID, key }, keys: new Map([[INSTALLATION_KEY_ID, key]]) };
}
