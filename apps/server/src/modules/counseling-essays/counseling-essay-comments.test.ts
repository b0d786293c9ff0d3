import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, type EssayWorld, essayWorld, newEssay } from "./counseling-essays.test-support";
import { locateQuote } from "./essay-comments.service";

let world: EssayWorld;
let as: ReturnType<typeof asUser>;
let essayId: number;

beforeAll(async () => {
  world = await essayWorld();
  as = asUser(world);
  essayId = (await newEssay(world, "<p>My grandmother's radio.</p><p>It sang again.</p>")).id;
}, 60_000);
afterAll(() => world.ctx.close());

const comment = (who: "student" | "parent" | "counselor" | "otherParent", body: Record<string, unknown>) =>
  as(who, "POST", `/api/counseling-essay/${essayId}/comments`, body);

describe("locateQuote", () => {
  it("keeps an exact offset, else finds the nearest match with white space compared loosely", () => {
    const plain = "ab cd\n\nab cd";
    expect(locateQuote(plain, "ab cd", 7)).toBe(7);
    expect(locateQuote(plain, "ab cd", 6)).toBe(7);
    expect(locateQuote(plain, "cd ab", 0)).toBe(3);
    expect(locateQuote(plain, "zz", 0)).toBeNull();
  });
});

describe("comments", () => {
  it("counselor, student and parent comment on a passage and reply; another parent gets 404", async () => {
    const first = await comment("counselor", {
      body: "Say more here.",
      anchor: { quote: "It sang again.", start: 0 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ quote: "It sang again.", status: "open", is_mine: 1 });
    expect(first.json().data.start_offset).toBeGreaterThan(0);
    const parentId = first.json().data.id;
    for (const who of ["student", "parent"] as const) {
      const reply = await comment(who, { body: `Reply from ${who}`, parent_id: parentId });
      expect(reply.statusCode, who).toBe(200);
    }
    expect((await comment("otherParent", { body: "x", parent_id: parentId })).statusCode).toBe(404);
    const list = await as("parent", "GET", `/api/counseling-essay/${essayId}/comments`);
    expect(list.json()).toMatchObject({ can_resolve: 0 });
    const [thread] = list.json().data;
    expect(thread.replies.map((r: { body: string }) => r.body)).toEqual([
      "Reply from student",
      "Reply from parent",
    ]);
    expect(thread.is_mine).toBe(0);
    const essay = await as("parent", "GET", `/api/counseling-essay/${essayId}`);
    expect(essay.json().open_comments).toBeGreaterThanOrEqual(1);
  });

  it("refuses a missing or unknown passage, a reply with an anchor and a reply to a reply", async () => {
    const top = await comment("student", { body: "Mine", anchor: { quote: "radio", start: 0 } });
    const replyId = (await comment("counselor", { body: "r", parent_id: top.json().data.id })).json().data.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ body: "no anchor" }, "anchor"],
      [{ body: "gone", anchor: { quote: "not in the essay", start: 0 } }, "anchor.quote"],
      [{ body: "r", parent_id: top.json().data.id, anchor: { quote: "radio", start: 0 } }, "anchor"],
      [{ body: "r", parent_id: replyId }, "parent_id"],
      [{ body: "bad\u0000" }, "body"],
      [{ body: "x".repeat(2001), anchor: { quote: "radio", start: 0 } }, "body"],
      [{ body: "long quote", anchor: { quote: "r".repeat(501), start: 0 } }, "anchor.quote"],
    ];
    for (const [body, field] of cases) {
      const res = await comment("student", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
  });

  it("only the author edits or deletes; the student or a counselor resolves, not a parent", async () => {
    const mine = await comment("parent", { body: "From mum", anchor: { quote: "radio", start: 0 } });
    const id = mine.json().data.id;
    const url = `/api/counseling-essay-comment/${id}`;
    expect((await as("counselor", "PATCH", url, { body: "Edited" })).statusCode).toBe(403);
    expect((await as("parent", "PATCH", url, { body: "Edited by mum" })).json().data.body).toBe(
      "Edited by mum",
    );
    expect((await as("parent", "PATCH", url, { status: "resolved" })).statusCode).toBe(403);
    const resolved = await as("student", "PATCH", url, { status: "resolved" });
    expect(resolved.json().data).toMatchObject({
      status: "resolved",
      resolved_by: { id: world.ids.student },
    });
    const reopened = await as("counselor", "PATCH", url, { status: "open" });
    expect(reopened.json().data).toMatchObject({ status: "open", resolved_by: null });
    expect((await as("student", "DELETE", url)).statusCode).toBe(403);
    expect((await as("parent", "DELETE", url)).statusCode).toBe(200);
    expect(
      (await as("parent", "GET", `/api/counseling-essay/${essayId}/comments`)).json().data,
    ).not.toContainEqual(expect.objectContaining({ id }));
  });

  it("a reply is not resolved on its own, and deleting a thread removes its replies", async () => {
    const top = await comment("counselor", { body: "Thread", anchor: { quote: "grandmother", start: 3 } });
    const reply = await comment("student", { body: "Answer", parent_id: top.json().data.id });
    const res = await as("student", "PATCH", `/api/counseling-essay-comment/${reply.json().data.id}`, {
      status: "resolved",
    });
    expect(res.statusCode).toBe(422);
    expect(
      (await as("counselor", "DELETE", `/api/counseling-essay-comment/${top.json().data.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await as("student", "DELETE", `/api/counseling-essay-comment/${reply.json().data.id}`)).statusCode,
    ).toBe(404);
  });
});
