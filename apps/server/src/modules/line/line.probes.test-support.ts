import { lineEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each LINE route; who is let in is the declared
 * access. The table's app has LINE login configured (never contacted) but not the official account
 * (Messaging API channel), so every notes route lets staff in and answers 400 ("not configured"); the
 * webhook answers 400 to anyone. Signature checks, staff-only reads and the configured answers are in
 * line-notes.test.ts against the LINE fake.
 */
export const lineProbes = defineProbes(lineEndpoints, {
  getLineConfig: { allowed: 200 },
  startLineLogin: {
    allowed: 422,
    // An unknown mode is refused before the provider would be asked.
    request: () => ({ url: "/api/line/authorize?mode=unknown" }),
  },
  finishLineLogin: {
    allowed: 302,
    // Without the flow cookie the callback sends the browser back to the LINE sign-in page.
    request: () => ({ url: "/api/line/callback?code=x&state=y" }),
  },
  getLineNotesStatus: { allowed: 200 },
  getLineNotesLastSyncAt: { allowed: 400 },
  createLineNotesSync: { allowed: 400 },
  getLineNote: { allowed: 400, request: (f) => ({ url: `/api/line-notes/${f.users.parent}` }) },
  getLinePush: { allowed: 200 },
  createLineWebhook: { allowed: 400, request: () => ({ body: { events: [] } }) },
});
