import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createFileStorage } from "../uploads";
import { mailAssignment } from "./assignment-mail.service";
import * as assignments from "./assignments.service";
import * as permissions from "./grade-permissions.service";
import * as grading from "./grading.service";
import * as queue from "./grading-queue.service";
import * as papers from "./paper-files.service";
import * as tests from "./student-tests.service";

/** Assigning tests, a student's tests, admissions, SAT mocks and grading (issue 32). */
export const testAssignmentRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const storage = createFileStorage(config);

  route(app, endpoints.listTestPapers, (request) => tests.listTestPapers(db, request.query));
  route(app, endpoints.listAssignTests, (request) =>
    assignments.listAssignments(db, actorOf(request), request.query),
  );
  route(app, endpoints.createAssignTest, (request) =>
    assignments.createAssignment(db, actorOf(request), request.body),
  );
  route(app, endpoints.getAssignTestById, (request) =>
    assignments.getAssignment(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.updateAssignTestById, (request) =>
    assignments.updateAssignment(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createAssignTestMail, (request) =>
    mailAssignment(db, actorOf(request), request.params.id, config.SCHOOL_TIME_ZONE),
  );
  route(app, endpoints.getStudentTests, (request) =>
    tests.getStudentTests(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createTestAdmit, (request) => tests.admitStudent(db, actorOf(request), request.body));
  route(app, endpoints.listSatMocks, (request) => tests.listSatMocks(db, actorOf(request), request.query));

  route(app, endpoints.getTestGrading, (request) =>
    grading.getGradingSheet(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.updateTestGradingItem, (request) =>
    grading.gradeItem(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createTestGradingPermissionRequest, (request) =>
    permissions.requestPermission(db, actorOf(request), request.params.id, request.body.note),
  );
  route(app, endpoints.listTestGradePermissions, (request) => permissions.listPermissions(db, request.query));
  route(app, endpoints.createTestGradePermissionDecision, (request) =>
    permissions.decidePermission(db, actorOf(request), request.params.id, request.body.decision),
  );

  route(app, endpoints.getTestGradingQueue, (request) =>
    queue.gradingQueue(db, actorOf(request), request.query),
  );
  route(app, endpoints.listAssignTestResults, (request) =>
    queue.assignmentResults(db, actorOf(request), request.params.id),
  );

  // Paper tests: a token per student, then the file through it (never the private /files/ address).
  const tokenLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };
  route(
    app,
    endpoints.createAssignTestFileToken,
    (request) => papers.issueFileToken(db, actorOf(request), request.params.id),
    { config: tokenLimit },
  );
  route(app, endpoints.getTestsFileInfo, (request) =>
    papers.fileTokenInfo(db, actorOf(request), request.params.token),
  );
  route(
    app,
    endpoints.getTestsFileByToken,
    async (request, reply) => {
      const { file } = await papers.openFileToken(db, actorOf(request), request.params.token);
      const object = await storage.get(file.storageKey);
      if (!object) throw notFound();
      return reply
        .header("content-type", file.mimeType)
        .header("content-length", String(object.size))
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", attachment(file.originalName))
        .header("cache-control", "private, no-store")
        .send(object.body);
    },
    { config: tokenLimit },
  );
};

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
