import type { KeyboardEvent } from "react";

/**
 * For a form's onKeyDown: the form is sent by its button only. Enter in a field (a date, an amount)
 * would submit it in every browser; on a money form that saves a bill by accident.
 * Lists and pickers inside (Select, DateField) handle their own Enter first.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}
