import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockText } from "../lib/attempt-state";

type AudioPlayerProps = {
  src: string;
  /** How many times the test lets it play (null: as often as the student likes). */
  playsAllowed: number | null;
  /** Where this browser keeps the plays used, so a reload does not give them back. */
  storageKey: string;
  label: string;
};

function readPlays(key: string): number {
  try {
    const value = Number(window.localStorage.getItem(key) ?? "0");
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * Listening audio as the test allows it: played from the start with one button, no seeking (as in the
 * real test), and no more plays than the form allows; the plays used are counted in this browser.
 */
export function AudioPlayer({ src, playsAllowed, storageKey, label }: AudioPlayerProps) {
  const { t } = useTranslation("tests");
  const audio = useRef<HTMLAudioElement>(null);
  const [plays, setPlays] = useState(() => readPlays(storageKey));
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const left = playsAllowed === null ? null : Math.max(0, playsAllowed - plays);

  const play = async () => {
    const element = audio.current;
    if (!element || playing || left === 0) return;
    element.currentTime = 0;
    try {
      await element.play();
    } catch {
      setFailed(true);
      return;
    }
    setFailed(false);
    const used = plays + 1;
    setPlays(used);
    try {
      window.localStorage.setItem(storageKey, String(used));
    } catch {
      // Storage refused: the count holds until the page is left.
    }
  };

  useEffect(() => () => audio.current?.pause(), []);

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          onClick={() => void play()}
          disabled={playing || left === 0}
        >
          {playing ? t("audio.playing") : plays > 0 ? t("audio.playAgain") : t("audio.play")}
        </Button>
        <Text size="sm" aria-live="polite">
          {left === null ? t("audio.unlimited") : t("audio.playsLeft", { count: left })}
        </Text>
      </Group>
      <Progress
        value={duration > 0 ? (position / duration) * 100 : 0}
        aria-label={t("audio.progress", { label })}
      />
      <Text size="xs" ff="monospace">
        {clockText(Math.floor(position))} / {clockText(Math.floor(duration))}
      </Text>
      {failed && (
        <Text size="sm" c="red.8">
          {t("audio.failed")}
        </Text>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a listening test's audio; its transcript would give the answers away. */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration || 0)}
        onError={() => setFailed(true)}
      />
    </Stack>
  );
}
