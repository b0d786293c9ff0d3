import { readFileSync } from "node:fs";
import path from "node:path";
import { RECORDING_MAX_BYTES } from "@edu/shared/toefl";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { EXE, M4A, multipartBody, OGG_OPUS, WAV, WEBM_AUDIO } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

/** Spoken answers recorded in the browser (TOEFL speaking): POST document takes audio by its content. */
let ctx: TestContext;
let auth: { authorization: string };
const MP3 = readFileSync(
  path.resolve(import.meta.dirname, "../../../assets/test-forms/demo/toefl/listening-library.mp3"),
);

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "speaker", roles: ["student"] });
  auth = await signIn(ctx.app, "speaker");
});
afterAll(() => ctx.close());

function upload(filename: string, content: Buffer, type = "application/octet-stream") {
  const body = multipartBody([{ name: "document", filename, content, type }]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/document",
    payload: body.payload,
    headers: { ...body.headers, authorization: auth.authorization },
  });
}

const count = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from uploads`))[0]?.n;

describe("recordings on POST document", () => {
  it.each([
    ["answer.webm", WEBM_AUDIO, "audio/webm"],
    ["answer.ogg", OGG_OPUS, "audio/ogg"],
    ["answer.m4a", M4A, "audio/mp4"],
    ["answer.wav", WAV, "audio/wav"],
    ["answer.mp3", MP3, "audio/mpeg"],
  ])("accepts %s by its content, stored as %s… as one audio type", async (name, content, stored) => {
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document.mime_type).toBe(stored);
  });

  it("trusts the bytes, not the name or the declared type: a renamed program is refused", async () => {
    const before = await count();
    const res = await upload("answer.webm", EXE, "audio/webm");
    expect(res.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it("refuses a recording over its 10 MB limit (documents keep 20 MB)", async () => {
    const before = await count();
    const big = Buffer.concat([OGG_OPUS, Buffer.alloc(RECORDING_MAX_BYTES)]);
    const res = await upload("long.ogg", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("10 MB");
    expect(await count()).toBe(before);
  });
});
