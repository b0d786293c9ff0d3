import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAs, newList, type VocabWorld, vocabWorld } from "./vocabulary.test-support";

let world: VocabWorld;
let as: ReturnType<typeof callAs>;

beforeAll(async () => {
  world = await vocabWorld();
  as = callAs(world);
}, 60_000);
afterAll(() => world.ctx.close());

describe("word lists", () => {
  it("keeps a title unique per owner (409), while another owner may use it", async () => {
    await newList(world, "student", { title: "SAT Core 1", vocab_ids: [world.wordIds[0] as number] });
    const again = await as("student", "POST", "/api/vocab-collects", { title: "SAT Core 1" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have a list with this title.");
    expect((await as("classmate", "POST", "/api/vocab-collects", { title: "SAT Core 1" })).statusCode).toBe(
      200,
    );
    const titles = await as(
      "student",
      "GET",
      `/api/vocab-collects/list?title=${encodeURIComponent("SAT Core 1")}`,
    );
    // The classmate's list is private: the student finds only her own.
    expect(titles.json().data).toEqual([
      expect.objectContaining({ title: "SAT Core 1", is_mine: 1, word_count: 1 }),
    ]);
  });

  it("answers another student's private list 404 on every route, and lets its owner work on it", async () => {
    const id = await newList(world, "student", {
      title: "Private words",
      vocab_ids: [world.wordIds[1] as number],
    });
    for (const [method, url, body] of [
      ["GET", `/api/vocab-collects/${id}`],
      ["PATCH", `/api/vocab-collects/${id}`, { title: "Taken over" }],
      ["DELETE", `/api/vocab-collects/${id}`],
      ["POST", `/api/vocab-collects/${id}/vocab`, { vocab_ids: [world.wordIds[2]] }],
      ["GET", `/api/vocab/list?collect_id=${id}`],
    ] as const) {
      expect((await as("outsider", method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as("anonymous", "GET", `/api/vocab-collects/${id}`)).statusCode).toBe(401);
    const added = await as("student", "POST", `/api/vocab-collects/${id}/vocab`, {
      vocab_ids: [world.wordIds[2], world.wordIds[1]],
    });
    expect(added.json().collect.word_count).toBe(2);
    const words = await as("student", "GET", `/api/vocab/list?collect_id=${id}`);
    expect(words.json().data.map((word: { id: number }) => word.id)).toEqual([
      world.wordIds[1],
      world.wordIds[2],
    ]);
    const removed = await as("student", "DELETE", `/api/vocab-collects/${id}/vocab/${world.wordIds[1]}`);
    expect(removed.json().collect.word_count).toBe(1);
    expect((await as("admin", "GET", `/api/vocab-collects/${id}`)).statusCode).toBe(200);
  });

  it("shares a class list with the class's students and teachers only, and a public list with everyone", async () => {
    const classList = await newList(world, "student", {
      title: "Class words",
      sharing: "class",
      session_class_id: world.classId,
    });
    expect((await as("classmate", "GET", `/api/vocab-collects/${classList}`)).statusCode).toBe(200);
    expect((await as("teacher", "GET", `/api/vocab-collects/${classList}`)).statusCode).toBe(200);
    expect((await as("outsider", "GET", `/api/vocab-collects/${classList}`)).statusCode).toBe(404);
    // A reader is not a writer.
    expect(
      (await as("classmate", "PATCH", `/api/vocab-collects/${classList}`, { title: "Mine now" })).statusCode,
    ).toBe(403);
    const outsiderClass = await as("outsider", "POST", "/api/vocab-collects", {
      title: "Sneaky",
      sharing: "class",
      session_class_id: world.classId,
    });
    expect(outsiderClass.statusCode).toBe(422);
    expect(outsiderClass.json().errors).toHaveProperty("session_class_id");
    const publicList = await newList(world, "teacher", { title: "Open words", sharing: "public" });
    expect((await as("outsider", "GET", `/api/vocab-collects/${publicList}`)).statusCode).toBe(200);
    const shared = await as("outsider", "GET", "/api/vocab-collects?scope=shared");
    expect(shared.json().data.map((list: { title: string }) => list.title)).toEqual(["Open words"]);
  });

  it("refuses bad input with field errors, writing nothing", async () => {
    for (const [body, field] of [
      [{ title: "" }, "title"],
      [{ title: "a\u0000b" }, "title"],
      [{ title: "x", sharing: "everyone" }, "sharing"],
      [{ title: "x", vocab_ids: [999_999] }, "vocab_ids"],
      [{ title: "x", sharing: "class" }, "session_class_id"],
    ] as const) {
      const res = await as("student", "POST", "/api/vocab-collects", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    const mine = await as("student", "GET", "/api/vocab-collects?scope=mine&q=x");
    expect(mine.json().total).toBe(0);
  });
});

describe("words, likes on a card's back and my words", () => {
  it("searches the dictionary by a word's beginning", async () => {
    const res = await as("student", "GET", "/api/vocabs?q=word1&page_size=5");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((word: { word: string }) => word.word)).toEqual([
      "word10",
      "word11",
      "word12",
      "word13",
      "word14",
    ]);
    expect((await as("student", "GET", "/api/vocabs?q=%25")).json().total).toBe(0);
  });

  it("toggles a like on a word's back and lists liked and missed words in my words", async () => {
    const liked = world.wordIds[20] as number;
    const missed = world.wordIds[21] as number;
    const on = await as("student", "POST", `/api/vocab-back/${liked}/toggle-like`);
    expect(on.json()).toEqual({ liked: 1, likes_count: 1 });
    expect((await as("classmate", "GET", `/api/vocab-back/${liked}/is-liked-by-me`)).json()).toEqual({
      liked: 0,
      likes_count: 1,
    });
    await as("student", "POST", "/api/vocab/usage", { vocab_id: missed, rating: "again", elapsed_ms: 10 });
    await as("student", "POST", "/api/vocab/usage", {
      vocab_id: world.wordIds[22],
      rating: "good",
      elapsed_ms: 10,
    });
    const all = await as("student", "GET", "/api/mywords");
    expect(
      all
        .json()
        .data.map((word: { id: number }) => word.id)
        .sort(),
    ).toEqual([liked, missed].sort());
    const onlyMissed = await as("student", "GET", "/api/mywords?filter=missed");
    expect(onlyMissed.json().data).toEqual([expect.objectContaining({ id: missed, missed: 1, added: 0 })]);
    const off = await as("student", "POST", `/api/vocab-back/${liked}/toggle-like`);
    expect(off.json()).toEqual({ liked: 0, likes_count: 0 });
    expect((await as("student", "GET", "/api/vocab-back/999999/is-liked-by-me")).statusCode).toBe(404);
  });
});

describe("a class's progress", () => {
  it("shows the class's teacher each student's cards, reviews this week and retention; others are refused", async () => {
    const res = await as("teacher", "GET", `/api/vocab-progress/${world.classId}`);
    expect(res.statusCode, res.body).toBe(200);
    const student = res
      .json()
      .students.find((row: { student: { id: number } }) => row.student.id === world.ids.student);
    expect(student).toMatchObject({ cards: 2, reviewed_this_week: 2, retention: 0.5 });
    expect(res.json().days).toHaveLength(7);
    expect(res.json().days.at(-1).reviews).toBeGreaterThanOrEqual(2);
    expect((await as("otherTeacher", "GET", `/api/vocab-progress/${world.classId}`)).statusCode).toBe(403);
    expect((await as("staff", "GET", `/api/vocab-progress/${world.classId}`)).statusCode).toBe(200);
    expect((await as("student", "GET", `/api/vocab-progress/${world.classId}`)).statusCode).toBe(403);
    expect((await as("teacher", "GET", "/api/vocab-progress/999999")).statusCode).toBe(404);
  });
});
