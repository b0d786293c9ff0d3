import { okSchema } from "../accounts/accounts.schemas";
import { defineEndpoints } from "../system/endpoint";
import { uploadIdParamsSchema } from "./uploads.schemas";

/**
 * Deleting an upload. The uploads themselves (multipart bodies) and GET files/{id}/{name?} (one route, two
 * documented paths) are registered by the server alone.
 */
export const uploadEndpoints = defineEndpoints("uploads", {
  deleteImageById: {
    method: "DELETE",
    path: "/api/image/:id",
    access: "authenticated",
    summary: "Delete an uploaded image and its file (owner or admin)",
    params: uploadIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  deleteDocumentById: {
    method: "DELETE",
    path: "/api/document/:id",
    access: "authenticated",
    summary: "Delete an uploaded document and its file (owner or admin)",
    params: uploadIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
