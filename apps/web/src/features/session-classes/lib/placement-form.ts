import { placementFieldsSchema } from "@edu/shared";
import { localizeMessage, zodFormValidator } from "../../../lib/form-errors";

/** Spec §3 placement: class, date, time, address, classroom, study room, score range, TA. */
export type PlacementValues = {
  session_class_id: string | null;
  date: string;
  time: string;
  address: string;
  classroom: string;
  study_room: string;
  score_range: string;
  ta_user_id: string | null;
};

export const emptyPlacement = (): PlacementValues => ({
  session_class_id: null,
  date: "",
  time: "",
  address: "",
  classroom: "",
  study_room: "",
  score_range: "",
  ta_user_id: null,
});

export function toPlacementPayload(values: PlacementValues) {
  return {
    session_class_id: values.session_class_id ? Number(values.session_class_id) : null,
    date: values.date || null,
    time: values.time || null,
    address: values.address.trim(),
    classroom: values.classroom.trim(),
    study_room: values.study_room.trim(),
    score_range: values.score_range.trim(),
    ta_user_id: values.ta_user_id ? Number(values.ta_user_id) : null,
  };
}

/** The shared schema, plus: placing needs a class (null would take the student out). */
export function validatePlacement(values: PlacementValues) {
  const errors = zodFormValidator<PlacementValues>(placementFieldsSchema, toPlacementPayload)(values);
  if (!values.session_class_id) errors.session_class_id = localizeMessage("v.required");
  return errors;
}
