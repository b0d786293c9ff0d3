/**
 * operationIds for the OpenAPI document, derived from method and path so every route gets one without
 * anyone writing it (a route may still set `schema.operationId`). Client generators name their
 * functions after them, so they must be stable (same route → same name), readable and unique; the
 * uniqueness is checked when routes are added (see openapi.ts), like `config.access`.
 *
 * The rules, on the path's literal segments (`/api` dropped, `:params` only mark "one item"):
 * - a segment that starts with an action word ("search", "check-email", "attach-tags", "merge") names
 *   the operation: the action first, then the rest of the path:
 *   `GET /api/users/search` → searchUsers, `POST /api/user/:id/attach-tags` → attachUserTags;
 * - otherwise the method gives the verb: GET → list (the last word plural) or get, POST → create
 *   (update when the path ends at one item), PATCH and PUT → update, DELETE → delete:
 *   `GET /api/tags` → listTags, `GET /api/courses/:id` → getCourse, `POST /api/courses` → createCourse;
 * - a segment followed by a `:param` is one item and is made singular: `/api/users/:id/audit` → getUserAudit;
 * - a path ending at a parameter after a singular word looks the item up by that key: `/api/tag/:id`
 *   → getTagById, `/api/order/unpaid/:studentId` → getOrderUnpaidByStudentId (so `GET /api/tag` and
 *   `GET /api/tag/:id` differ); after a plural collection it is "the one": `/api/courses/:id` → getCourse.
 */

/** Words that name what a route does when a path segment starts with them. */
const ACTION_WORDS = new Set([
  "add",
  "attach",
  "bind",
  "check",
  "confirm",
  "connect",
  "decline",
  "detach",
  "disconnect",
  "finish",
  "link",
  "login",
  "logout",
  "merge",
  "quick",
  "read",
  "register",
  "reset",
  "revert",
  "search",
  "send",
  "set",
  "sign",
  "toggle",
]);

const VERB_BY_METHOD: Record<string, string> = {
  GET: "get",
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

const capitalize = (word: string) => (word ? word[0]?.toUpperCase() + word.slice(1) : word);

/** users → user, classes → class, stories → story, aliases → alias, status → status. */
export function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|ias)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const isPlural = (word: string) => singular(word) !== word;

const isParam = (segment: string) => segment.startsWith(":") || segment.startsWith("{");

/** studentId → ["student", "id"]. */
const splitCamel = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** The camelCase words of a segment: "check-email" → ["check", "email"], "contract.pdf" → ["contract", "pdf"]. */
const wordsOf = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** The operationId for a route (Fastify url syntax: `/api/tag/:id`, `/files/:id/:name?`). */
export function deriveOperationId(method: string, url: string): string {
  const segments = url.split("/").filter((segment) => segment && segment !== "api");
  // Each literal segment's words; a segment followed by a parameter stands for one item.
  const literals = segments.flatMap((segment, index) => {
    if (isParam(segment)) return [];
    const words = wordsOf(segment);
    const next = segments[index + 1];
    if (next && isParam(next) && words.length > 0) words.push(singular(words.pop() as string));
    return [words];
  });
  const endsAtItem = segments.length > 0 && isParam(segments[segments.length - 1] as string);

  let words: string[];
  const actionAt = literals.findLastIndex((words) => ACTION_WORDS.has(words[0] as string));
  if (actionAt >= 0) {
    const action = literals[actionAt] as string[];
    words = [
      action[0] as string,
      ...literals.slice(0, actionAt).flat(),
      ...action.slice(1),
      ...literals.slice(actionAt + 1).flat(),
    ];
  } else {
    const noun = literals.flat();
    const upper = method.toUpperCase();
    let verb = VERB_BY_METHOD[upper] ?? upper.toLowerCase();
    if (upper === "GET" && !endsAtItem && isPlural(noun[noun.length - 1] ?? "")) verb = "list";
    if (upper === "POST" && endsAtItem) verb = "update";
    // createCourse, not createCourses: one thing is created.
    if (upper === "POST" && !endsAtItem && noun.length > 0) noun.push(singular(noun.pop() as string));
    words = [verb, ...noun];
    // An item under a plural collection is "the one" (courses/:id → getCourse); under a singular
    // word the parameter is a lookup key: tag/:id → getTagById, site-content/:key → getSiteContentByKey.
    const before = segments[segments.length - 2];
    const last = segments[segments.length - 1] as string;
    if (endsAtItem && before && !isParam(before) && !isPlural(wordsOf(before).at(-1) ?? "")) {
      words.push("by", ...splitCamel(last.replace(/^[:{]|[}?]+$/g, "")));
    }
  }
  return words.map((word, index) => (index === 0 ? word : capitalize(word))).join("");
}

/**
 * Names for spec-named routes the rules above name poorly or twice (the spec's paths are the API's
 * contract, so the names are fixed here rather than in the paths). Keyed by "METHOD url" as the route
 * is registered; openapi.test.ts fails on an entry that matches no route, so the table cannot rot. New routes
 * set `schema.operationId` instead.
 */
export const OPERATION_ID_OVERRIDES: Readonly<Record<string, string>> = {
  "POST /api/me": "getMe",
  "POST /api/auth-instructor": "checkInstructorEmail",
  "POST /api/role/:role/:id": "addUserRole",
  "DELETE /api/role/:role/:id": "removeUserRole",
  "POST /api/users/conflict-data-on-merging": "getUserMergeConflicts",
  "POST /api/parent-link-requests/by-token": "getParentLinkRequestByToken",
  // The own profile parts vs a given user's (admin) under the same words.
  "GET /api/profile/:id": "getUserProfile",
  "GET /api/profile/username/:name": "getUserProfileByUsername",
  "PATCH /api/basic/profile/:id": "updateUserBasicProfile",
  "PATCH /api/student/profile/:id": "updateUserStudentProfile",
  "PATCH /api/teacher/profile/:id": "updateUserTeacherProfile",
  // Site content: the collection and its entries share the singular path.
  "GET /api/site-content": "listSiteContent",
  "GET /api/admin/site-content": "listAdminSiteContent",
  "GET /api/session-classes/all": "listAllSessionClasses",
  "GET /api/teacher-contracts/mine": "listMyTeacherContracts",
  "GET /api/enrollment-forms": "getEnrollmentForm",
  "POST /api/contact-us": "sendContactMessage",
};

/** What an operationId must look like: camelCase letters and digits, as generators turn it into a name. */
export const OPERATION_ID_PATTERN = /^[a-z][A-Za-z0-9]*$/;
