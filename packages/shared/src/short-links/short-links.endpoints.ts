import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createShortUrlSchema,
  revertShortUrlQuerySchema,
  revertShortUrlResultSchema,
  shortUrlIdParamsSchema,
  shortUrlListQuerySchema,
  shortUrlPageSchema,
  shortUrlSchema,
} from "./short-links.schemas";

export const shortLinkEndpoints = defineEndpoints("short links", {
  listShortUrls: {
    method: "GET",
    path: "/api/short-urls",
    access: OFFICE,
    summary: "Short links, newest first, with visit counts",
    query: shortUrlListQuerySchema,
    response: shortUrlPageSchema,
    errors: [401, 403, 422],
  },
  createShortUrl: {
    method: "POST",
    path: "/api/short-url",
    access: OFFICE,
    summary: "Create a short link (http/https only; key generated when not given)",
    body: createShortUrlSchema,
    response: shortUrlSchema,
    errors: [401, 403, 422],
  },
  revertShortUrl: {
    method: "GET",
    path: "/api/revert-short-url",
    access: "public",
    summary: "The full address of a short key",
    query: revertShortUrlQuerySchema,
    response: revertShortUrlResultSchema,
    errors: [404, 422],
  },
  deleteShortUrlById: {
    method: "DELETE",
    path: "/api/short-url/:id",
    access: ADMIN,
    summary: "Delete a short link",
    params: shortUrlIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
