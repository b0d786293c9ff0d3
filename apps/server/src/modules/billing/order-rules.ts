import { type OrderStatusKey, orderStatusKey } from "@edu/shared";
import { AppError, type FieldErrors } from "../../http/app-error";

// What the bill use cases share: how a bill's status is answered, and a 422 with field errors.

export const statusKey = (code: number): OrderStatusKey => orderStatusKey(code) ?? "created";

export const invalid = (errors: FieldErrors) => new AppError("validation_failed", { fieldErrors: errors });
