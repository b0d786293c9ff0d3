import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { vocabs } from "./vocabulary.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

it("seeds about 1,500 dictionary words and the two journey lists, with the student started on SAT Core 1", async () => {
  const words = await ctx.database.db.select({ id: vocabs.id }).from(vocabs);
  expect(words.length).toBeGreaterThanOrEqual(1450);
  const student = await signIn(ctx.app, "student", "demo-password-test");
  const get = (url: string) =>
    ctx.app.inject({ method: "GET", url, headers: { authorization: student.authorization } });
  const found = await get(`/api/vocab-collects/list?title=${encodeURIComponent("SAT Core 1")}`);
  const [core1] = found.json().data as Array<{ id: number; word_count: number }>;
  expect(core1?.word_count).toBe(20);
  const list = await get(`/api/vocab/list?collect_id=${core1?.id}&page_size=50`);
  for (const word of list.json().data)
    expect(word).toMatchObject({
      pronunciation: expect.stringMatching(/^\/.+\/$/),
      gloss_zh_tw: expect.any(String),
      gloss_zh_cn: expect.any(String),
      examples: [expect.any(String)],
    });
  const queue = (await get(`/api/vocab-collects/${core1?.id}/memorize`)).json();
  expect(queue.collect.my_progress).toMatchObject({ started: 1, learned: 8 });
  expect(queue.cards[0].is_new).toBe(0);
  // The teacher's mnemonic on the list's first word (abate), for the journey's student to like.
  const abate = list.json().data[0];
  expect(abate.word).toBe("abate");
  const mnemonics = await get(`/api/mnemonics?vocab_id=${abate.id}`);
  expect(mnemonics.json().total).toBe(1);
  const core2 = await get(`/api/vocab-collects/list?title=${encodeURIComponent("SAT Core 2")}`);
  expect(core2.json().data[0]).toMatchObject({ word_count: 20, is_mine: 0, sharing: "public" });
});
