import { RECORDING_MAX_BYTES, RECORDING_MIME_TYPES } from "@edu/shared/toefl";

/**
 * Spoken answers recorded in the browser (TOEFL speaking, issue 32), accepted by POST document by their
 * content like every other document. The content sniffer names some of them by their container rather
 * than as audio: MediaRecorder's WebM (Chrome, Firefox) reads as video/webm, Safari's MP4 as video/mp4 or
 * audio/x-m4a, Ogg Opus as "audio/ogg; codecs=opus". They are stored under one audio type each, so an
 * <audio> element plays them and the type says what the file is for. A real video in those containers is
 * stored as audio too; the size limit bounds what that could cost.
 */
export const RECORDING_TYPE_OF: Readonly<Record<string, (typeof RECORDING_MIME_TYPES)[number]>> = {
  "video/webm": "audio/webm",
  "audio/webm": "audio/webm",
  "audio/ogg": "audio/ogg",
  "audio/ogg; codecs=opus": "audio/ogg",
  "audio/opus": "audio/ogg",
  "video/mp4": "audio/mp4",
  "audio/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
  "audio/wav": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "audio/x-wav": "audio/wav",
  "audio/mpeg": "audio/mpeg",
};

/** A recording's own limit (RECORDING_MAX_BYTES, 10 MB: why in @edu/shared/toefl), under the 20 MB of documents. */
export const RECORDING_LIMIT = { maxBytes: RECORDING_MAX_BYTES, message: "recording_too_large" } as const;

export const isRecordingType = (mime: string) => (RECORDING_MIME_TYPES as readonly string[]).includes(mime);
