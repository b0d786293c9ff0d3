import { z } from "zod";
import { FORBIDDEN_IN_TEXT, LONE_SURROGATE } from "../system/input.schemas";
import { KEY_PATTERN } from "./test-engine.constants";

const storable = (value: string) => !FORBIDDEN_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);

/** Text over several lines (stems, passages, explanations): no NUL or other control characters. */
export const formText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine(storable, { error: "v.control_characters" });

/** One line of text (titles, choice labels, accepted strings). */
export const formLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => storable(value) && !/[\r\n]/.test(value), { error: "v.control_characters" });

/** The same, required (not empty after trimming). */
export const requiredText = (max: number) => formText(max).min(1, { error: "v.required" });
export const requiredLine = (max: number) => formLine(max).min(1, { error: "v.required" });

/** A key naming a form, section, module, item, stimulus, choice, tag or rubric: letters, digits, _ and -. */
export const formKeySchema = z.string().regex(KEY_PATTERN, { error: "v.te_key_format" });

/** A title or instruction people read in their language: English required, Chinese optional. */
export const localizedLine = (max: number) =>
  z.strictObject({
    en: requiredLine(max),
    "zh-CN": formLine(max).optional(),
    "zh-TW": formLine(max).optional(),
  });
export const localizedText = (max: number) =>
  z.strictObject({
    en: requiredText(max),
    "zh-CN": formText(max).optional(),
    "zh-TW": formText(max).optional(),
  });
export type LocalizedText = { en: string; "zh-CN"?: string; "zh-TW"?: string };
