import { uploadEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** A form without the file: refused after the access check, nothing stored. */
const NO_FILE = () => ({ multipart: [{ name: "note", value: "no file" }] });

/** How the permission table (test/permissions) calls each uploads route; who is let in is the declared access. */
export const uploadsProbes = defineProbes(uploadEndpoints, {
  uploadImage: { allowed: 422, request: NO_FILE },
  uploadDocument: { allowed: 422, request: NO_FILE },
  // The feedback dialog's attachment: visitors too.
  uploadFeedbackFile: { allowed: 422, request: NO_FILE },
  deleteImageById: {
    allowed: 200,
    request: async (f, caller) => ({ url: `/api/image/${await f.make.uploadOf(caller, "image")}` }),
  },
  deleteDocumentById: {
    allowed: 200,
    request: async (f, caller) => ({ url: `/api/document/${await f.make.uploadOf(caller, "document")}` }),
  },
  getFile: { allowed: 200, request: (f) => ({ url: `/files/${f.publicImage}/pixel.png` }) },
});
