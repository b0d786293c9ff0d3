import { EMPTY_BODY, type Expectation, OFFICE } from "./expectation-kit";

/** The feedback dialog (spec 02 §2) and its triage list. */
export const FEEDBACK_EXPECTATIONS: Record<string, Expectation> = {
  // Visitors too; an empty body (no type) is refused after the access check, writing nothing.
  "POST /api/issue": { who: "public", allowed: 422, request: () => EMPTY_BODY },
  "POST /api/issue/file": {
    who: "public",
    allowed: 422,
    request: () => ({ multipart: [{ name: "note", value: "no file" }] }),
  },
  "GET /api/issues": { who: OFFICE, allowed: 200 },
  // A malformed id: 422 after access, nothing changed.
  "PATCH /api/issue/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/issue/0", body: { status: "done" } }),
  },
};
