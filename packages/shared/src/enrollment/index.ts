export * from "./contracts.schemas";
export * from "./enrolled-sessions.schemas";
export * from "./enrollment.constants";
export * from "./enrollment.endpoints";
export * from "./enrollment-form.schemas";
export * from "./enrollment-referral.schemas";
