import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, PDF } from "../../../test/helpers/upload-files";
import { signIn } from "../../../test/helpers/users";
import type { Actor } from "../../http/actor";
import type { AppError } from "../../http/app-error";
import { issueFileToken, openFileToken } from "./paper-files.service";
import { type AssignmentWorld, assignmentWorld, gradedForm } from "./test-assignments.test-support";

/**
 * Paper tests (spec 03 §2 /tests/start/download/{fileToken}): an assignment's file reaches its students
 * through a token that expires, cannot be forged and works only for the student it was given to.
 */
let world: AssignmentWorld;
let formId: number;
let assignmentId: number;
let uploadId: number;
const OPEN = "2020-01-01T00:00:00Z";

async function upload(username: string) {
  const { authorization } = await signIn(world.ctx.app, username);
  const body = multipartBody([{ name: "document", filename: "Paper test 1.pdf", content: PDF }]);
  const res = await world.ctx.app.inject({
    method: "POST",
    url: "/api/document",
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().document.id as number;
}

const tokenFor = async (who: Parameters<AssignmentWorld["call"]>[0], id = assignmentId) =>
  world.call(who, "POST", `/api/assign-test/${id}/file-token`);

beforeAll(async () => {
  world = await assignmentWorld();
  formId = await world.publish(gradedForm("paper-1"), false);
  uploadId = await upload("ta-teacher");
  const res = await world.call("teacher", "POST", "/api/assign-test", {
    form_id: formId,
    student_user_ids: [world.ids.student],
    opens_at: OPEN,
    paper_upload_id: uploadId,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.paper).toMatchObject({ id: uploadId, name: "Paper test 1.pdf" });
  assignmentId = res.json().data.id;
}, 60_000);
afterAll(() => world.ctx.close());

describe("paper test files", () => {
  it("gives an assigned student a token, the page's facts and the file itself", async () => {
    const issued = await tokenFor("student");
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, page } = issued.json().data;
    expect(page).toBe(`/tests/start/download/${token}`);
    const info = await world.call("student", "GET", `/api/tests/file/${token}/info`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      assignment_id: assignmentId,
      file: { name: "Paper test 1.pdf", mime_type: "application/pdf" },
    });
    const file = await world.call("student", "GET", `/api/tests/file/${token}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses students of other families: no token for them, and a classmate's token does not work for them", async () => {
    for (const who of ["outsider", "student2", "parent", "otherParent"] as const)
      expect((await tokenFor(who)).statusCode, who).toBe(404);
    const { token } = (await tokenFor("student")).json().data;
    for (const url of [`/api/tests/file/${token}`, `/api/tests/file/${token}/info`])
      expect((await world.call("outsider", "GET", url)).statusCode).toBe(403);
    expect((await world.call("anonymous", "GET", `/api/tests/file/${token}`)).statusCode).toBe(401);
    // The private file's own address stays closed to the student.
    expect((await world.call("student", "GET", `/files/${uploadId}/x.pdf`)).statusCode).toBe(403);
  });

  it("answers a forged token 404 (another signature, another assignment or user, a later expiry)", async () => {
    const { token } = (await tokenFor("student")).json().data as { token: string };
    const [a, u, e, mac] = token.split(".") as [string, string, string, string];
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const forged of [
      `${a}.${u}.${e}.${flipped}`,
      `${Number(a) + 1}.${u}.${e}.${mac}`,
      `${a}.${u}.${Number(e) + 3600}.${mac}`,
    ]) {
      const res = await world.call("student", "GET", `/api/tests/file/${forged}`);
      expect(res.statusCode, forged).toBe(404);
    }
    // Moving a token to another user breaks its signature too.
    const moved = `${a}.${world.ids.outsider}.${e}.${mac}`;
    expect((await world.call("outsider", "GET", `/api/tests/file/${moved}`)).statusCode).toBe(404);
    expect((await world.call("student", "GET", "/api/tests/file/x%00y")).statusCode).toBe(422);
  });

  it("stops working after 30 minutes by the server's clock, and says it expired", async () => {
    const T0 = new Date("2026-11-28T09:00:00.000Z");
    const student: Actor = { id: world.ids.student, roles: ["student"] };
    const { data } = await issueFileToken(world.db, student, assignmentId, T0);
    expect(data.expires_at).toBe("2026-11-28T09:30:00.000Z");
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
    await expect(openFileToken(world.db, student, data.token, at(29))).resolves.toMatchObject({
      file: { id: uploadId },
    });
    const error = (await openFileToken(world.db, student, data.token, at(30)).catch((e) => e)) as AppError;
    expect(error.status).toBe(403);
    expect(error.options).toMatchObject({ message: "ta_file_link_expired", details: { reason: "expired" } });
    // Through HTTP (the system clock): a token issued in 2021 has long expired.
    const past = await issueFileToken(world.db, student, assignmentId, new Date("2021-01-01T00:00:00Z"));
    const res = await world.call("student", "GET", `/api/tests/file/${past.data.token}/info`);
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toMatchObject({ reason: "expired" });
  });

  it("lets the teacher preview before it opens, but not the student; a test without a paper has no token", async () => {
    const later = await world.assign("teacher", {
      form_id: formId,
      student_user_ids: [world.ids.student],
      opens_at: "2099-01-01T00:00:00Z",
      paper_upload_id: uploadId,
    });
    expect((await tokenFor("student", later.id)).statusCode).toBe(409);
    expect((await tokenFor("teacher", later.id)).statusCode).toBe(200);
    expect((await tokenFor("otherTeacher", later.id)).statusCode).toBe(404);
    const bare = await world.assign("teacher", {
      form_id: formId,
      student_user_ids: [world.ids.student],
      opens_at: OPEN,
    });
    const res = await tokenFor("student", bare.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This test has no paper file.");
  });

  it("takes as a paper only a document the teacher uploaded (422 naming the field)", async () => {
    const others = await upload("ta-otherTeacher");
    const res = await world.call("teacher", "POST", "/api/assign-test", {
      form_id: formId,
      student_user_ids: [world.ids.student],
      opens_at: OPEN,
      paper_upload_id: others,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["paper_upload_id"]);
    const cleared = await world.call("teacher", "POST", `/api/assign-test/${assignmentId}`, {
      paper_upload_id: null,
    });
    expect(cleared.json().data.paper).toBeNull();
    await world.call("teacher", "POST", `/api/assign-test/${assignmentId}`, { paper_upload_id: uploadId });
  });
});
