import { analysisEndpoints as endpoints } from "@edu/shared/analysis";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as classes from "./class-analysis.service";
import * as online from "./online-sat.service";
import { getStudentAnalysis } from "./student-analysis.service";
import { listStudents } from "./student-picker.service";

/** The analysis pages' reads (issue 33): a student's, a class's and the online SAT programme's. */
export const analysisRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listAnalysisStudents, (request) =>
    listStudents(db, actorOf(request), request.query.q),
  );
  route(app, endpoints.getAnalysisStudentTest, (request) =>
    getStudentAnalysis(db, actorOf(request), request.params.test, request.query.student_id, new Date()),
  );
  route(app, endpoints.listAnalysisClasses, (request) =>
    classes.listClasses(db, actorOf(request), request.query.q),
  );
  route(app, endpoints.getAnalysisClassById, (request) =>
    classes.getClassAnalysis(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.getAnalysisClassForm, (request) =>
    classes.getClassFormAnalysis(db, actorOf(request), request.params.id, request.params.formId, new Date()),
  );
  route(app, endpoints.getAnalysisClassFormStudent, (request) =>
    classes.getClassFormStudent(
      db,
      actorOf(request),
      request.params.id,
      request.params.formId,
      request.params.studentId,
      new Date(),
    ),
  );
  route(app, endpoints.listAnalysisOnlineSat, (request) => online.listOnlineSat(db, actorOf(request)));
};
