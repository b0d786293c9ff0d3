import { enrollmentFormEndpoints as endpoints } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { accountProbeLimit } from "./account-probe";
import { getForm, submitStepOne, submitStepTwo } from "./enrollment-form-draft.service";
import type { FormCaller } from "./enrollment-form-rules";
import { submitStepThree } from "./enrollment-form-submit.service";
import { listEnrollmentFormOrder, setEnrollmentFormOrder } from "./enrollment-order.service";
import * as referral from "./enrollment-referral.service";

const _tags = ["enrollment"];
/** Anonymous visitors may enroll: the signed-in user (if any) owns the draft, else the resume token. */
const callerOf = (request: FastifyRequest): FormCaller => {
  const user = request.session?.user;
  return { user: user?.isActive ? user : undefined, locale: request.locale };
};
const stepLimit = { max: 30, timeWindow: "1 hour" };

export const enrollmentFormsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const probeLimit = accountProbeLimit(
    app,
    db,
    (request) => (request.body as { contact?: { email?: string } } | undefined)?.contact?.email,
  );

  route(
    app,
    endpoints.createEnrollmentFormsStepOne,
    (request) => submitStepOne(db, deps.verifyCaptcha, callerOf(request), request.body),
    { config: { rateLimit: { max: 20, timeWindow: "1 hour" } }, preHandler: probeLimit },
  );

  route(
    app,
    endpoints.createEnrollmentFormsStepTwo,
    (request) => submitStepTwo(db, callerOf(request), request.body, false),
    { config: { rateLimit: stepLimit } },
  );
  route(
    app,
    endpoints.updateEnrollmentFormsStepTwo,
    (request) => submitStepTwo(db, callerOf(request), request.body, true),
    { config: { rateLimit: stepLimit } },
  );

  route(
    app,
    endpoints.createEnrollmentFormsStepThree,
    (request) => submitStepThree(db, callerOf(request), request.body, deps.config.PUBLIC_URL),
    { config: { rateLimit: stepLimit } },
  );
  route(
    app,
    endpoints.getEnrollmentFormsReferral,
    (request) => referral.getReferral(db, request.query.token),
    {
      config: { rateLimit: { max: 120, timeWindow: "1 hour" } },
    },
  );
  route(
    app,
    endpoints.createEnrollmentFormsReferral,
    (request) => referral.sendReferral(db, request.body.token, request.body.referral),
    { config: { rateLimit: stepLimit } },
  );

  route(
    app,
    endpoints.getEnrollmentForm,
    (request) => getForm(db, callerOf(request), request.query.id, request.query.resume_token),
    { config: { rateLimit: { max: 120, timeWindow: "1 hour" } } },
  );
  route(app, endpoints.getEnrollmentFormsOrder, () => listEnrollmentFormOrder(db));
  route(app, endpoints.updateEnrollmentFormsOrderById, (request) =>
    setEnrollmentFormOrder(db, actorOf(request), request.params.id, request.body.position),
  );
};
