/**
 * TOEFL sittings on the test engine (issue 32; spec 03 §2, §7, §9). A sitting is an engine attempt of a
 * TOEFL form; its "exam id" on the wire is the attempt's id.
 */

/** A section's scaled score (0–30) and the total (0–120): the engine's TOEFL tables. */
export const TOEFL_SECTION_MAX = 30;
export const TOEFL_TOTAL_MAX = 120;

/** A staff override's reason (audited) and a combined transcript's note. */
export const TOEFL_REASON_MAX = 500;
/** Sittings one combined transcript may draw from (a student sits a handful of mocks, not hundreds). */
export const TOEFL_COMBINE_MAX = 20;

/**
 * Spoken answers recorded in the browser (POST document): webm/ogg with Opus, MP4/M4A (AAC, Safari's
 * MediaRecorder), WAV and MP3, accepted by their content. 10 MB: a TOEFL speaking answer lasts under a
 * minute; Opus at 32–64 kbit/s is 0.25–0.5 MB a minute, AAC at 128 kbit/s about 1 MB, so 10 MB leaves
 * room for several minutes even in a browser's bulkier format (uncompressed WAV, 16 kHz mono, is
 * ~1.9 MB a minute: about five minutes).
 */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
export const RECORDING_MIME_TYPES = [
  "audio/webm",
  "audio/ogg",
  "audio/mp4",
  "audio/wav",
  "audio/mpeg",
] as const;
export type RecordingMimeType = (typeof RECORDING_MIME_TYPES)[number];

/** Form assets (listening audio, images) as a form names them: relative, lowercase, no "..". */
export const ASSET_PATH_PATTERN = /^(?!.*\.\.)[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*\.[a-z0-9]{2,5}$/;
export const ASSET_PATH_MAX = 200;
