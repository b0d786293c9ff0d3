import { uploadEndpoints } from "@edu/shared/uploads";
import { call, endpointHref } from "../../../lib/endpoint-client";
import { recordingFileName } from "../lib/use-recorder";

/**
 * A speaking answer's recording is a private document of the student (POST document, spec 03 §7): the
 * server checks the audio by its content and answers its id, which the answer then names.
 */
export async function uploadRecording(blob: Blob, itemKey: string): Promise<number> {
  const file = new File([blob], recordingFileName(`speaking-${itemKey}`, blob.type), { type: blob.type });
  const answer = await call(
    uploadEndpoints.uploadDocument,
    { form: { document: file } },
    { overlay: false, silent: true },
  );
  return answer.document.id;
}

/** A recording replaced by a new one is deleted (DELETE document/{id}); a failure leaves it to the sweep. */
export const deleteRecording = (id: number) =>
  call(uploadEndpoints.deleteDocumentById, { params: { id } }, { overlay: false, silent: true });

/** Where the owner (and whoever the server lets read it: the grading teacher) plays a recording. */
export const recordingHref = (id: number) => endpointHref(uploadEndpoints.getFile, { params: { id } });
