import type { FormErrors } from "@mantine/form";
import { localizeMessage } from "../../../lib/form-errors";
import { digitsOf, isPhoneLongEnough, nationalPart } from "./countries";

/**
 * The shared schema counts the dial code's digits too; the form also wants 7 digits in the number
 * itself (spec §5/§9). Adds "v.phone_min" on `field` when the number part is too short.
 */
export function withPhoneCheck<V>(validate: (values: V) => FormErrors, field: string) {
  return (values: V): FormErrors => {
    const errors = validate(values);
    const phone = String((values as Record<string, unknown>)[field] ?? "");
    const national = nationalPart(phone);
    if (digitsOf(national).length === 0) return { ...errors, [field]: localizeMessage("v.required") };
    if (!isPhoneLongEnough(national)) return { ...errors, [field]: localizeMessage("v.phone_min") };
    return errors;
  };
}
