import { type OrderStatusKey, orderStatusKey } from "@edu/shared";
import { AppError, type FieldErrors } from "../../http/app-error";

// What the bill use cases share: how a bill's dates and status are answered, and a 422 with field errors.

export const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const statusKey = (code: number): OrderStatusKey => orderStatusKey(code) ?? "created";

export const invalid = (errors: FieldErrors) => new AppError("validation_failed", { fieldErrors: errors });
