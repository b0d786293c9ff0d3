import { FORM_JSON_MAX_CHARS } from "@edu/shared/test-engine";

/** An imported form may be as large as a form document may be (form-json.ts), in UTF-8 bytes. */
export const FORM_BODY_LIMIT = FORM_JSON_MAX_CHARS * 2;
