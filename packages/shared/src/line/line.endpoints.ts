// Staff and admins read families' LINE notes.
import { OFFICE } from "../system/access-roles";
import { defineEndpoints, redirectAnswer } from "../system/endpoint";
import { lineAuthorizeQuerySchema, lineCallbackQuerySchema, lineConfigSchema } from "./line.schemas";
import {
  lineLastSyncSchema,
  lineNotesPageSchema,
  lineNotesParamsSchema,
  lineNotesQuerySchema,
  lineNotesStatusSchema,
  linePushListSchema,
  linePushQuerySchema,
  lineSyncResultSchema,
  lineWebhookAnswerSchema,
} from "./line-notes.schemas";

export const lineEndpoints = defineEndpoints("line", {
  getLineConfig: {
    method: "GET",
    path: "/api/line/config",
    access: "public",
    summary: "Is LINE login configured? (the web app hides LINE buttons otherwise)",
    response: lineConfigSchema,
    errors: [],
  },
  /** A full-page navigation (the web links to it): its only answer is a 302. */
  startLineLogin: {
    method: "GET",
    path: "/api/line/authorize",
    access: "public",
    summary: "Start LINE login (mode=login) or bind to the signed-in user (mode=bind): 302 to LINE",
    query: lineAuthorizeQuerySchema,
    response: redirectAnswer("To LINE's sign-in page"),
    errors: [401, 404, 422, 429],
  },
  /** LINE's to call (the browser comes back from LINE's sign-in page); the web never calls it. */
  finishLineLogin: {
    method: "GET",
    path: "/api/line/callback",
    access: "public",
    summary:
      "LINE redirects here: signs in (→ /home), binds (→ /profile) or sends an unknown LINE user to /line/bind",
    query: lineCallbackQuerySchema,
    response: redirectAnswer("To a page of the web app: /home, /profile, /line/bind or an error page"),
    errors: [401, 404, 409, 422, 429],
  },
  createLineWebhook: {
    method: "POST",
    path: "/api/line/webhook",
    access: "public",
    summary:
      "LINE Messaging API webhook (x-line-signature verified): stores message and follow/unfollow events of users who linked LINE, once per webhookEventId",
    response: lineWebhookAnswerSchema,
    errors: [400, 401],
  },
  getLineNotesStatus: {
    method: "GET",
    path: "/api/line-notes/status",
    access: OFFICE,
    summary: "Is the school's LINE official account configured? (the web hides LINE notes otherwise)",
    response: lineNotesStatusSchema,
    errors: [401, 403],
  },
  getLineNotesLastSyncAt: {
    method: "GET",
    path: "/api/line-notes/last-sync-at",
    access: OFFICE,
    summary: "When POST line-notes/sync last finished (null: never)",
    response: lineLastSyncSchema,
    errors: [400, 401, 403],
  },
  createLineNotesSync: {
    method: "POST",
    path: "/api/line-notes/sync",
    access: OFFICE,
    summary:
      "Catch up with LINE (it keeps no message history): attach earlier events of users who since linked LINE, re-read linked users' profiles, fetch pending media contents; records the time",
    response: lineSyncResultSchema,
    errors: [400, 401, 403, 429],
  },
  getLineNote: {
    method: "GET",
    path: "/api/line-notes/:userId",
    access: OFFICE,
    summary: "One user's LINE notes (messages, follow and unfollow), newest first, 50 a page",
    params: lineNotesParamsSchema,
    query: lineNotesQuerySchema,
    response: lineNotesPageSchema,
    errors: [400, 401, 403, 404, 422],
  },
  getLinePush: {
    method: "GET",
    path: "/api/line-push",
    access: ["super-admin"],
    summary: "LINE notifications queued, sent or failed (with the error), newest first",
    query: linePushQuerySchema,
    response: linePushListSchema,
    errors: [401, 403, 422],
  },
});
