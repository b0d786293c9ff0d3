import { Button, Checkbox, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconMicrophone, IconVolume } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MicProblemAlert, useRecorder } from "../../tests";
import { playSampleTone } from "../lib/sample-tone";

const CHECK_SECONDS = 3;

/**
 * The TOEFL system check (spec 03 §2): play a sample sound, then record three seconds and play them back.
 * The microphone is asked for here, before the test, so a refusal is met with the spec's message (allow the
 * microphone and refresh) rather than in the middle of a speaking task. `onReady` says whether both checks
 * were confirmed.
 */
export function SystemCheck({ onReady }: { onReady: (ready: boolean) => void }) {
  const { t } = useTranslation("toefl");
  const mic = useRecorder();
  const [tone, setTone] = useState<"idle" | "playing" | "played" | "failed">("idle");
  const [heard, setHeard] = useState(false);
  const [recording, setRecording] = useState<string | null>(null);
  const [heardSelf, setHeardSelf] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;

  const playTone = async () => {
    setTone("playing");
    setTone((await playSampleTone()) ? "played" : "failed");
  };

  const recordCheck = async () => {
    setHeardSelf(false);
    if (!(await mic.start())) return;
    await new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 1000));
    const blob = await mic.stop();
    mic.release();
    setRecording((old) => {
      if (old) URL.revokeObjectURL(old);
      return blob ? URL.createObjectURL(blob) : null;
    });
  };

  useEffect(() => ready.current(heard && heardSelf && recording !== null), [heard, heardSelf, recording]);
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording)), [recording]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="system-check-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="system-check-title">
          {t("check.title")}
        </Title>
        <Text size="sm">{t("check.intro")}</Text>
        <Stack gap="xs">
          <Text fw={700}>{t("check.soundStep")}</Text>
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconVolume size={16} aria-hidden />}
              onClick={() => void playTone()}
              loading={tone === "playing"}
            >
              {t("check.playSound")}
            </Button>
            {tone === "failed" && (
              <Text size="sm" c="red.8">
                {t("check.soundFailed")}
              </Text>
            )}
          </Group>
          <Checkbox
            label={t("check.heardSound")}
            checked={heard}
            disabled={tone !== "played"}
            onChange={(event) => setHeard(event.currentTarget.checked)}
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={700}>{t("check.micStep", { count: CHECK_SECONDS })}</Text>
          {mic.problem && <MicProblemAlert problem={mic.problem} />}
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconMicrophone size={16} aria-hidden />}
              onClick={() => void recordCheck()}
              loading={mic.state === "asking"}
              disabled={mic.state === "recording"}
            >
              {recording ? t("check.recordAgain") : t("check.record", { count: CHECK_SECONDS })}
            </Button>
            {mic.state === "recording" && (
              <Text size="sm" aria-live="polite">
                {t("check.recording")}
              </Text>
            )}
          </Group>
          {mic.state === "recording" && (
            <Progress
              value={(mic.elapsed / CHECK_SECONDS) * 100}
              color="red"
              aria-label={t("check.recording")}
            />
          )}
          {recording && (
            // biome-ignore lint/a11y/useMediaCaption: the person's own three-second test recording.
            <audio controls src={recording} aria-label={t("check.playback")} style={{ width: "100%" }} />
          )}
          <Checkbox
            label={t("check.heardSelf")}
            checked={heardSelf}
            disabled={!recording}
            onChange={(event) => setHeardSelf(event.currentTarget.checked)}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
