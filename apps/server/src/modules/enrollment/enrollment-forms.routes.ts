import {
  enrollmentFormEndpoints as endpoints,
  enrollmentReferralQuerySchema,
  enrollmentReferralSchema,
  enrollmentStepOneSchema,
  enrollmentStepResultSchema,
  enrollmentStepThreeSchema,
  sendEnrollmentReferralSchema,
} from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { accountProbeLimit } from "./account-probe";
import * as forms from "./enrollment-forms.service";
import { listEnrollmentFormOrder, setEnrollmentFormOrder } from "./enrollment-order.service";
import * as referral from "./enrollment-referral.service";

const tags = ["enrollment"];
/** Anonymous visitors may enroll: the signed-in user (if any) owns the draft, else the resume token. */
const callerOf = (request: FastifyRequest): forms.FormCaller => {
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

  // Step one, step three and the referral routes stay written out: they carry an OpenAPI description
  // (and step one a preHandler), which a declared route cannot take yet; their declarations in
  // enrollment.endpoints.ts are what the web calls.
  app.post(
    "/api/enrollment-forms-step-one",
    {
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 hour" } },
      preHandler: probeLimit,
      schema: {
        tags,
        summary: "Enrollment form step one: contact and students (creates or revises a draft)",
        description:
          "Anonymous visitors get a resume_token (once) to continue the draft; a signed-in user's draft is tied to them. " +
          "Emails of all students and the parent must be distinct. A visitor starting a new draft must answer a captcha " +
          "(captcha, captcha_key from GET captcha/flat); signed-in users and revisions of a draft need none, but a captcha that is sent must be right. " +
          "A contact email that belongs to an account is refused (422 on contact.email) unless that account is the caller's; " +
          "so this route counts in the account-probe limits (per address, and per email asked about).",
        body: enrollmentStepOneSchema,
        response: { 200: enrollmentStepResultSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => forms.submitStepOne(db, deps.verifyCaptcha, callerOf(request), request.body),
  );

  route(
    app,
    endpoints.createEnrollmentFormsStepTwo,
    (request) => forms.submitStepTwo(db, callerOf(request), request.body, false),
    { config: { rateLimit: stepLimit } },
  );
  route(
    app,
    endpoints.updateEnrollmentFormsStepTwo,
    (request) => forms.submitStepTwo(db, callerOf(request), request.body, true),
    { config: { rateLimit: stepLimit } },
  );

  app.post(
    "/api/enrollment-forms-step-three",
    {
      config: { access: "public", rateLimit: stepLimit },
      schema: {
        tags,
        summary: "Enrollment form step three: confirm (creates the enrolled sessions, mails a confirmation)",
        description:
          "The answer's referral_token opens the referral page (/enroll/referral?token=…), also linked from the mail.",
        body: enrollmentStepThreeSchema,
        response: { 200: enrollmentStepResultSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => forms.submitStepThree(db, callerOf(request), request.body, deps.config.PUBLIC_URL),
  );

  app.get(
    "/api/enrollment-forms-referral",
    {
      config: { access: "public", rateLimit: { max: 120, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "A submitted enrollment's referral information, by the token of its referral link",
        description:
          "Spec §9: referral information may be sent within 7 days; `open` says whether it still may.",
        querystring: enrollmentReferralQuerySchema,
        response: { 200: enrollmentReferralSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => referral.getReferral(db, request.query.token),
  );

  app.post(
    "/api/enrollment-forms-referral",
    {
      config: { access: "public", rateLimit: stepLimit },
      schema: {
        tags,
        summary: "Send referral information after enrolling (within 7 days, by the referral link's token)",
        description: "Refused with 409 once 7 days have passed since the form was submitted.",
        body: sendEnrollmentReferralSchema,
        response: { 200: enrollmentReferralSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => referral.sendReferral(db, request.body.token, request.body.referral),
  );

  route(
    app,
    endpoints.getEnrollmentForm,
    (request) => forms.getForm(db, callerOf(request), request.query.id, request.query.resume_token),
    { config: { rateLimit: { max: 120, timeWindow: "1 hour" } } },
  );
  route(app, endpoints.getEnrollmentFormsOrder, () => listEnrollmentFormOrder(db));
  route(app, endpoints.updateEnrollmentFormsOrderById, (request) =>
    setEnrollmentFormOrder(db, actorOf(request), request.params.id, request.body.position),
  );
};
