import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE as READERS } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  putSiteContentSchema,
  siteContentAdminListSchema,
  siteContentAdminSchema,
  siteContentKeyParamsSchema,
  siteContentListQuerySchema,
  siteContentListSchema,
  siteContentSchema,
} from "./site-content.schemas";

export const siteContentEndpoints = defineEndpoints("site content", {
  listSiteContent: {
    method: "GET",
    path: "/api/site-content",
    access: "public",
    summary: "Public site content entries in the request's language (all, or the given keys)",
    query: siteContentListQuerySchema,
    response: siteContentListSchema,
    errors: [422],
  },
  getSiteContentByKey: {
    method: "GET",
    path: "/api/site-content/:key",
    access: "public",
    summary: "One site content entry in the request's language (fields fall back to English)",
    params: siteContentKeyParamsSchema,
    response: siteContentSchema,
    errors: [404, 422],
  },
  updateSiteContentByKey: {
    method: "PUT",
    path: "/api/site-content/:key",
    access: ADMIN,
    summary: "Create or replace a site content entry (every language)",
    params: siteContentKeyParamsSchema,
    body: putSiteContentSchema,
    response: siteContentAdminSchema,
    errors: [401, 403, 422],
  },
  deleteSiteContentByKey: {
    method: "DELETE",
    path: "/api/site-content/:key",
    access: ADMIN,
    summary: "Delete a site content entry",
    params: siteContentKeyParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  listAdminSiteContent: {
    method: "GET",
    path: "/api/admin/site-content",
    access: READERS,
    summary: "Every site content entry with all languages and which are missing",
    response: siteContentAdminListSchema,
    errors: [401, 403],
  },
  getAdminSiteContentByKey: {
    method: "GET",
    path: "/api/admin/site-content/:key",
    access: READERS,
    summary: "One site content entry with all languages",
    params: siteContentKeyParamsSchema,
    response: siteContentAdminSchema,
    errors: [401, 403, 404, 422],
  },
});
