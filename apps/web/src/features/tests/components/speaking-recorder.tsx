import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteRecording, recordingHref, uploadRecording } from "../api/recordings-api";
import { clockText } from "../lib/attempt-state";
import { useRecorder } from "../lib/use-recorder";
import { MicProblemAlert } from "./mic-problem";

type SpeakingRecorderProps = {
  itemKey: string;
  prepSeconds: number;
  responseSeconds: number;
  /** The recording the saved answer names (null: none yet). */
  documentId: number | null;
  /** A new recording is uploaded: the answer names it from now on. */
  onRecorded: (documentId: number) => void;
  /** Set to what the module calls when its time is up: stop, upload, and answer whether it was saved. */
  deadline?: DeadlineHook;
};

/** Where a recorder leaves its "time is up" call for the module (null: nothing to save). */
export type DeadlineHook = { current: (() => Promise<boolean>) | null };

type Phase = "idle" | "preparing" | "recording" | "uploading" | "failed";

/**
 * A speaking answer: preparation time counted down (when the task has some), then the response recorded
 * for at most its response time (it stops itself at the end), uploaded as the student's document and
 * named by the answer. Recording again replaces the answer and deletes the old file.
 */
export function SpeakingRecorder(props: SpeakingRecorderProps) {
  const { itemKey, prepSeconds, responseSeconds, documentId, onRecorded, deadline } = props;
  const { t } = useTranslation("tests");
  const mic = useRecorder();
  const [phase, setPhase] = useState<Phase>("idle");
  const [prepLeft, setPrepLeft] = useState(prepSeconds);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const pending = useRef<Blob | null>(null);
  const current = useRef(documentId);
  current.current = documentId;

  const inFlight = useRef<Promise<boolean> | null>(null);
  const upload = (blob: Blob): Promise<boolean> => {
    pending.current = blob;
    setPhase("uploading");
    const sending = (async () => {
      try {
        const id = await uploadRecording(blob, itemKey);
        const replaced = current.current;
        pending.current = null;
        onRecorded(id);
        setPhase("idle");
        // The old file is no longer named by the answer: delete it (a failure leaves it to the sweep).
        if (replaced !== null && replaced !== id) void deleteRecording(replaced).catch(() => undefined);
        return true;
      } catch {
        setPhase("failed");
        return false;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = sending;
    return sending;
  };

  // The time limit, the Stop button and the module's deadline may all end it: the first one does, the
  // others wait for it. Answers whether what was recorded is uploaded (true when nothing was recorded).
  const stopping = useRef<Promise<boolean> | null>(null);
  const finish = (): Promise<boolean> => {
    if (!stopping.current)
      stopping.current = (async () => {
        const blob = await mic.stop();
        if (!blob) {
          setPhase("idle");
          return true;
        }
        setLocalUrl((old) => {
          if (old) URL.revokeObjectURL(old);
          return URL.createObjectURL(blob);
        });
        return upload(blob);
      })().finally(() => {
        stopping.current = null;
      });
    return stopping.current;
  };

  // The module's time is up: what is being recorded is stopped and uploaded before the module is finished.
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const atDeadline = useRef(async (): Promise<boolean> => true);
  atDeadline.current = async () => {
    if (stopping.current) return stopping.current;
    if (inFlight.current) return inFlight.current;
    if (phaseNow.current === "recording") return finish();
    if (phaseNow.current === "failed" && pending.current) return upload(pending.current);
    return true;
  };
  useEffect(() => {
    if (!deadline) return;
    const hook = () => atDeadline.current();
    deadline.current = hook;
    return () => {
      if (deadline.current === hook) deadline.current = null;
    };
  }, [deadline]);

  const record = async () => {
    if (await mic.start()) setPhase("recording");
    else setPhase("idle");
  };

  const begin = async () => {
    // Ask for the microphone first: a refusal is said before the preparation time runs.
    if (!(await mic.prepare())) return;
    if (prepSeconds > 0) {
      setPrepLeft(prepSeconds);
      setPhase("preparing");
    } else await record();
  };

  // Preparation counts down to the recording; the response stops itself at its time limit.
  useEffect(() => {
    if (phase !== "preparing") return;
    if (prepLeft <= 0) {
      void record();
      return;
    }
    const timer = setTimeout(() => setPrepLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  });
  useEffect(() => {
    if (phase === "recording" && mic.elapsed >= responseSeconds) void finish();
  });
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const playUrl = localUrl ?? (documentId !== null ? recordingHref(documentId) : null);
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Text size="sm">
          {prepSeconds > 0
            ? t("speak.times", { prep: prepSeconds, response: responseSeconds })
            : t("speak.responseTime", { response: responseSeconds })}
        </Text>
        {mic.problem && <MicProblemAlert problem={mic.problem} />}
        {phase === "preparing" && (
          <Group gap="sm" aria-live="polite">
            <Badge color="blue" size="lg">
              {t("speak.preparing")}
            </Badge>
            <Text fw={700} ff="monospace" role="timer" aria-label={t("speak.prepLeft")}>
              {clockText(prepLeft)}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => setPrepLeft(0)}>
              {t("speak.startNow")}
            </Button>
          </Group>
        )}
        {phase === "recording" && (
          <Stack gap={4}>
            <Group gap="sm">
              <Badge color="red" size="lg" leftSection={<IconMicrophone size={14} aria-hidden />}>
                {t("speak.recording")}
              </Badge>
              <Text fw={700} ff="monospace" role="timer" aria-label={t("speak.recorded")}>
                {clockText(mic.elapsed)} / {clockText(responseSeconds)}
              </Text>
              <Button
                size="compact-sm"
                color="dark"
                leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
                onClick={() => void finish()}
              >
                {t("speak.stop")}
              </Button>
            </Group>
            <Progress
              value={Math.min(100, (mic.elapsed / responseSeconds) * 100)}
              color="red"
              aria-label={t("speak.recorded")}
            />
          </Stack>
        )}
        {phase === "uploading" && <Text size="sm">{t("speak.uploading")}</Text>}
        {phase === "failed" && (
          <Alert color="red" title={t("speak.uploadFailed")}>
            <Button
              size="compact-sm"
              variant="white"
              color="red"
              onClick={() => pending.current && void upload(pending.current)}
            >
              {t("speak.retryUpload")}
            </Button>
          </Alert>
        )}
        {phase === "idle" && (
          <Group gap="sm" wrap="wrap">
            <Button
              onClick={() => void begin()}
              loading={mic.state === "asking"}
              leftSection={
                documentId !== null ? (
                  <IconRefresh size={16} aria-hidden />
                ) : (
                  <IconMicrophone size={16} aria-hidden />
                )
              }
              variant={documentId !== null ? "default" : "filled"}
            >
              {documentId !== null ? t("speak.again") : t("speak.record")}
            </Button>
            {documentId !== null && <Text size="sm">{t("speak.saved")}</Text>}
          </Group>
        )}
        {phase === "idle" && playUrl && (
          // biome-ignore lint/a11y/useMediaCaption: the student's own spoken answer; there is no text of it.
          <audio
            controls
            src={playUrl}
            preload="none"
            aria-label={t("speak.listen")}
            style={{ width: "100%" }}
          />
        )}
      </Stack>
    </Paper>
  );
}
