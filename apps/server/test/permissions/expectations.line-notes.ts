import { ADMIN, type Expectation, OFFICE } from "./expectation-kit";

/**
 * LINE notes (modules/line, line-notes.routes.ts). The table's app has LINE login configured but not
 * the official account (Messaging API channel), so every notes route lets staff in and answers 400
 * ("not configured"); the webhook answers 400 to anyone. Signature checks, staff-only reads and the
 * configured answers are in line-notes.test.ts against the LINE fake.
 */
export const LINE_NOTES_EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/line-notes/status": { who: OFFICE, allowed: 200 },
  "GET /api/line-notes/last-sync-at": { who: OFFICE, allowed: 400 },
  "POST /api/line-notes/sync": { who: OFFICE, allowed: 400 },
  "GET /api/line-notes/:userId": {
    who: OFFICE,
    allowed: 400,
    request: (f) => ({ url: `/api/line-notes/${f.users.parent}` }),
  },
  "GET /api/line-push": { who: ADMIN, allowed: 200 },
  "POST /api/line/webhook": { who: "public", allowed: 400, request: () => ({ body: { events: [] } }) },
};
