import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAs, type VocabPerson, type VocabWorld, vocabWorld } from "./vocabulary.test-support";

let world: VocabWorld;
let as: ReturnType<typeof callAs>;

beforeAll(async () => {
  world = await vocabWorld();
  as = callAs(world);
}, 60_000);
afterAll(() => world.ctx.close());

const pad = (head: number[] | Buffer, size = 256) =>
  Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length))]);
const ascii = (text: string) => [...Buffer.from(text, "latin1")];
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ftyp = (brand: string) =>
  pad([...u32be(24), ...ascii("ftyp"), ...ascii(brand), 0, 0, 0, 0, ...ascii(brand), ...ascii("mp42")]);
const guid = (hex: string) => [...Buffer.from(hex.replace(/ /g, ""), "hex")];
const u64le = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return [...b];
};
/** An ASF header whose first object is a video stream's properties (how file-type tells WMV from WMA). */
const wmv = pad(
  [
    ...guid("3026B2758E66CF11A6D900AA0062CE6C"),
    ...u64le(200),
    1,
    0,
    0,
    0,
    1,
    2,
    ...guid("9107DCB7B7A9CF118EE600C00C205365"),
    ...u64le(100),
    ...guid("C0EF19BC4D5BCF11A8FD00805F5C442B"),
  ],
  400,
);

/** One small file of each allowed kind, built from its magic bytes, with a name the check never reads. */
const ALLOWED: ReadonlyArray<[string, Buffer, string]> = [
  ["photo.jpg", pad([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii("JFIF"), 0]), "image/jpeg"],
  [
    "photo.png",
    pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii("IHDR")]),
    "image/png",
  ],
  ["anim.gif", pad(ascii("GIF89a")), "image/gif"],
  ["phone.heic", ftyp("heic"), "image/heic"],
  ["clip.mp4", ftyp("isom"), "video/mp4"],
  ["clip.avi", pad([...ascii("RIFF"), 0, 1, 0, 0, ...ascii("AVI LIST")]), "video/vnd.avi"],
  ["clip.wmv", wmv, "video/x-ms-asf"],
  ["clip.mov", ftyp("qt  "), "video/quicktime"],
];

function upload(who: VocabPerson, name: string, content: Buffer, language = "en") {
  const boundary = "----vocab-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return world.app.inject({
    method: "POST",
    url: "/api/mnemonics/file",
    headers: {
      ...world.auth[who],
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "accept-language": language,
    },
    payload: body,
  });
}

describe("mnemonic media", () => {
  it("accepts each allowed image and video type by its content", async () => {
    for (const [name, content, mime] of ALLOWED) {
      const res = await upload("student", name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().file).toMatchObject({
        mime_type: mime,
        kind: mime.startsWith("video/") ? "video" : "image",
      });
    }
  });

  it("refuses a renamed executable by its content, and more than 5 MB, with the spec's messages", async () => {
    const exe = await upload("student", "cute-cat.jpg", pad([...ascii("MZ"), 0x90, 0, 3, 0, 0, 0, 4]));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe("Please upload the image or video in the right format!");
    const big = Buffer.concat([pad([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload("student", "huge.jpg", big, "zh-TW");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("圖片或影片不能大於 5 mb！");
    const cn = await upload("student", "huge.jpg", big, "zh-CN");
    expect(cn.json().message).toBe("图片或视频不能大于 5 mb！");
    expect((await upload("student", "cute-cat.jpg", pad(ascii("MZ")), "zh-TW")).json().message).toBe(
      "請上傳正確格式的圖片或影片！",
    );
  });
});

describe("mnemonics", () => {
  it("shows a mnemonic's media to signed-in readers of the card once attached, never to visitors", async () => {
    const uploaded = await upload("student", "hint.png", ALLOWED[1]?.[1] as Buffer);
    const file = uploaded.json().file as { id: number; url: string };
    expect((await as("classmate", "GET", file.url)).statusCode).toBe(403);
    const created = await as("student", "POST", "/api/mnemonic", {
      vocab_id: world.wordIds[0],
      content: "Think of a bath.",
      file_id: file.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().mnemonic.media).toMatchObject({ id: file.id, kind: "image" });
    expect((await as("classmate", "GET", file.url)).statusCode).toBe(200);
    expect((await as("anonymous", "GET", file.url)).statusCode).toBe(401);
    // Another's file cannot be attached.
    const stolen = await as("outsider", "POST", "/api/mnemonic", {
      vocab_id: world.wordIds[0],
      file_id: file.id,
    });
    expect(stolen.statusCode).toBe(422);
  });

  it("deletes a medium: off the mnemonic, and its file gone for everyone (its uploader only)", async () => {
    const file = (await upload("student", "gone.png", ALLOWED[1]?.[1] as Buffer)).json().file as {
      id: number;
      url: string;
    };
    const created = await as("student", "POST", "/api/mnemonic", {
      vocab_id: world.wordIds[0],
      content: "With a picture.",
      file_id: file.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await as("classmate", "DELETE", `/api/mnemonics/file?id=${file.id}`)).statusCode).toBe(403);
    expect((await as("student", "DELETE", `/api/mnemonics/file?id=${file.id}`)).statusCode).toBe(200);
    expect((await as("student", "GET", file.url)).statusCode).toBe(404);
    const mnemonic = created.json().mnemonic.id as number;
    const listed = (await as("student", "GET", `/api/mnemonics?vocab_id=${world.wordIds[0]}`)).json();
    const row = (listed.data as { id: number; media: unknown }[]).find((m) => m.id === mnemonic);
    expect(row?.media).toBeNull();
  });

  it("toggles likes and lists a word's mnemonics most liked first", async () => {
    const vocabId = world.wordIds[1];
    const first = (
      await as("student", "POST", "/api/mnemonic", { vocab_id: vocabId, content: "first" })
    ).json().mnemonic.id;
    const second = (
      await as("classmate", "POST", "/api/mnemonic", { vocab_id: vocabId, content: "second" })
    ).json().mnemonic.id;
    expect((await as("outsider", "POST", `/api/mnemonic/${second}/toggle-like`)).json()).toEqual({
      liked: 1,
      likes_count: 1,
    });
    expect((await as("student", "POST", `/api/mnemonic/${second}/toggle-like`)).json()).toEqual({
      liked: 1,
      likes_count: 2,
    });
    const list = await as("student", "GET", `/api/mnemonics?vocab_id=${vocabId}`);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(list.json().data[0]).toMatchObject({ liked_by_me: 1, likes_count: 2, is_mine: 0 });
    expect((await as("student", "POST", `/api/mnemonic/${second}/toggle-like`)).json()).toEqual({
      liked: 0,
      likes_count: 1,
    });
    expect((await as("student", "POST", "/api/mnemonic/999999/toggle-like")).statusCode).toBe(404);
  });

  it("lets only the author (or an admin) edit and delete a mnemonic", async () => {
    const id = (
      await as("student", "POST", "/api/mnemonic", { vocab_id: world.wordIds[2], content: "mine" })
    ).json().mnemonic.id;
    expect((await as("classmate", "PATCH", `/api/mnemonic/${id}`, { content: "hijack" })).statusCode).toBe(
      403,
    );
    expect((await as("classmate", "DELETE", `/api/mnemonic/${id}`)).statusCode).toBe(403);
    const edited = await as("student", "PATCH", `/api/mnemonic/${id}`, { content: "better" });
    expect(edited.json().mnemonic.content).toBe("better");
    expect(
      (await as("student", "POST", "/api/mnemonic", { vocab_id: world.wordIds[2], content: "" })).statusCode,
    ).toBe(422);
    expect((await as("admin", "DELETE", `/api/mnemonic/${id}`)).statusCode).toBe(200);
  });
});
