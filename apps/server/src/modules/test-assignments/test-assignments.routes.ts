import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { mailAssignment } from "./assignment-mail.service";
import * as assignments from "./assignments.service";
import * as permissions from "./grade-permissions.service";
import * as grading from "./grading.service";
import * as tests from "./student-tests.service";

/** Assigning tests, a student's tests, admissions, SAT mocks and grading (issue 32). */
export const testAssignmentRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;

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
};
