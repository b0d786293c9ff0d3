import type { FormErrors } from "@mantine/form";
import { BLOCKED_MESSAGE, isApiError, SILENT_400_MESSAGES } from "../../../lib/api-error";

/**
 * What a failed form submission means for the form (spec §8):
 * - `fields`: a 422 with field errors (already localized by the server), shown on the matching inputs;
 * - `credentials`: sign-in refused ("Not found user" / "Unauthorized");
 * - `blocked`: inactive account (the API client has already gone to /inactive);
 * - `message`: anything else, as one line above the submit button (`text` empty = use the generic text).
 */
export type SubmitFailure =
  | { kind: "fields"; errors: FormErrors }
  | { kind: "credentials" }
  | { kind: "blocked" }
  | { kind: "message"; text: string };

export function describeFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { kind: "message", text: "" };
  if (error.status === 400 && SILENT_400_MESSAGES.includes(error.message)) return { kind: "credentials" };
  if (error.status === 400 && error.message === BLOCKED_MESSAGE) return { kind: "blocked" };
  if (error.status === 422 && error.errors && Object.keys(error.errors).length > 0) {
    const errors: FormErrors = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      if (messages[0]) errors[field] = messages[0];
    }
    return { kind: "fields", errors };
  }
  // 403, 409, 422 without fields and 429 carry a localized server message; 5xx and network do not.
  if ([403, 409, 422, 429].includes(error.status) && error.message)
    return { kind: "message", text: error.message };
  return { kind: "message", text: "" };
}
