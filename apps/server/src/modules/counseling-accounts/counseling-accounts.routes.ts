import { counselingAccountEndpoints as endpoints } from "@edu/shared/counseling-accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as accounts from "./counseling-accounts.service";
import * as reveal from "./password-reveal.service";
import * as calls from "./service-calls.service";

/** Each call reaches the external service with the student's login: bounded per address. */
const serviceCallLimit = { config: { rateLimit: { max: 60, timeWindow: "1 hour" } } };

/** Third-party application accounts (spec 03 §7 third-party counseling). */
export const counselingAccountRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;

  route(app, endpoints.listCounselingThirdAccounts, (request) =>
    accounts.listThirdAccounts(db, actorOf(request), request.query.student_user_id),
  );
  route(app, endpoints.getCounselingThirdAccount, (request) =>
    accounts.getThirdAccount(
      db,
      actorOf(request),
      request.query.student_user_id,
      request.query.third_service_type,
    ),
  );
  route(app, endpoints.createCounselingThirdAccount, (request) =>
    accounts.saveThirdAccount(db, config, actorOf(request), request.body),
  );
  route(app, endpoints.listCounselingThirdApplications, (request) =>
    accounts.listThirdApplications(db, actorOf(request), request.query.student_user_id),
  );
  route(app, endpoints.updateCounselingThirdApplications, (request) =>
    accounts.updateThirdApplications(db, actorOf(request), request.body),
  );
  route(
    app,
    endpoints.createCounselingThirdAccountRevealPassword,
    (request) => reveal.revealPassword(db, config, actorOf(request), request.body),
    // Per address here; per student (across addresses and callers) in the service.
    { config: { rateLimit: { max: 20, timeWindow: "1 hour" } } },
  );

  route(
    app,
    endpoints.loginCounselingThirdAccount,
    (request) => calls.loginThirdAccount(db, config, actorOf(request), request.body, request.locale),
    serviceCallLimit,
  );
  route(
    app,
    endpoints.listCommonAppColleges,
    (request) => calls.listServiceColleges(db, config, actorOf(request), request.query),
    serviceCallLimit,
  );
  route(
    app,
    endpoints.createCounselingThirdAccountSyncCollege,
    (request) => calls.syncColleges(db, config, actorOf(request), request.body, request.locale),
    serviceCallLimit,
  );
  route(
    app,
    endpoints.sendCounselingProfileCounselorInvitation,
    (request) =>
      calls.sendCounselorInvitation(
        db,
        config,
        actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      ),
    serviceCallLimit,
  );
};
