import { z } from "zod";

/** The web app shows LINE buttons only when the server has a LINE (OpenID Connect) client configured. */
export const lineConfigSchema = z.object({ enabled: z.boolean() });
export type LineConfig = z.infer<typeof lineConfigSchema>;

export const LINE_MODES = ["login", "bind"] as const;
export type LineMode = (typeof LINE_MODES)[number];

/** A same-site path only ("/profile", not "//evil.example" or "https://…"). */
export const returnToSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/);

export const lineAuthorizeQuerySchema = z.object({
  mode: z.enum(LINE_MODES).default("login"),
  return_to: returnToSchema.optional(),
});
export type LineAuthorizeQuery = z.infer<typeof lineAuthorizeQuerySchema>;

export const lineCallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});
