import type { PracticeOut, PracticeSharers } from "@edu/shared/practices";

/** A sharers list as the pickers hold it (ids as strings). */
export type SharerStrings = { user_ids: string[]; class_ids: string[]; tag_ids: string[] };
type Sharers = SharerStrings;

/** The settings form's values: numbers typed as numbers or left empty, ids as the pickers' strings. */
export type SettingsValues = {
  name: string;
  duration_minutes: number | "";
  due_date: string;
  scoring: string | null;
  score_table: { raw: number | ""; scaled: number | "" }[];
  show_after: string;
  break_minutes: number | "";
  share: string;
  who_can_use: Sharers;
  who_can_edit: Sharers;
};

export const sharerStrings = (sharers: PracticeSharers | null | undefined): Sharers => ({
  user_ids: (sharers?.user_ids ?? []).map(String),
  class_ids: (sharers?.class_ids ?? []).map(String),
  tag_ids: (sharers?.tag_ids ?? []).map(String),
});
export const sharerIds = (sharers: Sharers): PracticeSharers => ({
  user_ids: sharers.user_ids.map(Number),
  class_ids: sharers.class_ids.map(Number),
  tag_ids: sharers.tag_ids.map(Number),
});

export function valuesOf(practice?: PracticeOut): SettingsValues {
  return {
    name: practice?.name ?? "",
    duration_minutes: practice?.duration_minutes ?? "",
    due_date: practice?.due_date ?? "",
    scoring: practice?.scoring ?? null,
    score_table: practice?.score_table ?? [],
    show_after: practice?.show_after ?? "score",
    break_minutes: practice ? practice.break_seconds / 60 : 0,
    share: practice?.share ?? "private",
    who_can_use: sharerStrings(practice?.who_can_use ?? null),
    who_can_edit: sharerStrings(practice?.who_can_edit ?? null),
  };
}

/**
 * What is sent: a value left empty is sent as null so the server's schema answers with the spec's message
 * ("Missing duration for the test!", "Missing due date!", "Please choose how the test should be scored.").
 */
export function payloadOf(values: SettingsValues) {
  return {
    name: values.name,
    duration_minutes: values.duration_minutes === "" ? null : values.duration_minutes,
    due_date: values.due_date === "" ? null : values.due_date,
    scoring: values.scoring,
    score_table:
      values.scoring === "scaled"
        ? values.score_table.map((row) => ({
            raw: row.raw === "" ? null : row.raw,
            scaled: row.scaled === "" ? null : row.scaled,
          }))
        : [],
    show_after: values.show_after,
    break_seconds: values.break_minutes === "" ? 0 : Math.round(values.break_minutes * 60),
    share: values.share,
    who_can_use: sharerIds(values.who_can_use),
    who_can_edit: sharerIds(values.who_can_edit),
  };
}
