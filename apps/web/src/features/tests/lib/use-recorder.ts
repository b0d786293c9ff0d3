import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Why the microphone cannot record: `denied` (the person or the browser refused permission: the spec's
 * message, allow and refresh), `missing` (no microphone), `unsupported` (no MediaRecorder, or not a secure
 * page), `failed` (anything else the browser reports).
 */
export type MicProblem = "denied" | "missing" | "unsupported" | "failed";

export type RecorderState = "idle" | "asking" | "ready" | "recording";

/** Containers browsers record speech in, best first (Chromium and Firefox: Opus; Safari: MP4/AAC). */
const TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm", "audio/mp4"];

function recordingType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return TYPES.find((type) => MediaRecorder.isTypeSupported?.(type));
}

function problemOf(error: unknown): MicProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError")
    return "denied";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError")
    return "missing";
  return "failed";
}

/** The file name an upload of a recording gets, by its type (the server checks the content itself). */
export function recordingFileName(base: string, type: string): string {
  const extension = type.includes("ogg") ? "ogg" : type.includes("mp4") ? "m4a" : "webm";
  return `${base}.${extension}`;
}

/**
 * The browser's microphone: `prepare()` asks permission once (and keeps the stream for the next
 * recording), `start()` records, `stop()` answers the recording. The stream is released on unmount, so
 * the browser's "recording" light goes off when the student leaves the question.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>("idle");
  const [problem, setProblem] = useState<MicProblem | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const alive = useRef(true);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const prepare = useCallback(async (): Promise<boolean> => {
    if (stream.current) return true;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setProblem("unsupported");
      return false;
    }
    setState("asking");
    try {
      const got = await navigator.mediaDevices.getUserMedia({ audio: true });
      if (!alive.current) {
        for (const track of got.getTracks()) track.stop();
        return false;
      }
      stream.current = got;
      setProblem(null);
      setState("ready");
      return true;
    } catch (error) {
      if (alive.current) {
        setProblem(problemOf(error));
        setState("idle");
      }
      return false;
    }
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (!(await prepare()) || !stream.current) return false;
    const type = recordingType();
    const media = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    chunks.current = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    recorder.current = media;
    media.start(250);
    startedAt.current = Date.now();
    setElapsed(0);
    setState("recording");
    return true;
  }, [prepare]);

  /** Ends the recording; null when nothing was recorded (stopped before any sound data arrived). */
  const stop = useCallback((): Promise<Blob | null> => {
    const media = recorder.current;
    if (!media || media.state === "inactive") return Promise.resolve(null);
    return new Promise((resolve) => {
      // The last timeslice's data arrives before "stop" fires.
      media.onstop = () => {
        recorder.current = null;
        if (alive.current) setState("ready");
        const recorded = chunks.current;
        chunks.current = [];
        resolve(recorded.length > 0 ? new Blob(recorded, { type: media.mimeType || "audio/webm" }) : null);
      };
      media.stop();
    });
  }, []);

  useEffect(() => {
    if (state !== "recording") return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (recorder.current && recorder.current.state !== "inactive") recorder.current.stop();
      release();
    };
  }, [release]);

  return { state, problem, elapsed, prepare, start, stop, release };
}
