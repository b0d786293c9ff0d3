import type { RouteHandle } from "../../../app/route-handle";

/** Every practice screen reads its texts and the taking screen's (a practice is taken with the tests' pieces). */
export const PRACTICES_HANDLE: RouteHandle = { i18n: ["practices", "tests"] };
