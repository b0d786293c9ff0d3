import { Button, Container, Group, NumberInput, Progress, Select, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import {
  clockText,
  finished,
  isRunning,
  newTimer,
  next,
  remaining,
  restartPart,
  TIMER_PRESETS,
  type TimerPart,
  type TimerState,
  toggle,
} from "../lib/proctor-timer";
import classes from "./timer-page.module.css";

export const handle: RouteHandle = { i18n: ["test-grading"] };

type Preset = keyof typeof TIMER_PRESETS | "custom";
const partsOf = (preset: Preset, minutes: number): readonly TimerPart[] =>
  preset === "custom" ? [{ key: "custom", minutes }] : TIMER_PRESETS[preset];

/**
 * /tests/timer: a proctor's countdown for a paper test in class, readable across a room (big digits, full
 * screen) and on a phone. Nothing is sent to the server: the timer belongs to the room, not to an attempt.
 */
export default function TimerPage() {
  const { t } = useTranslation("test-grading");
  const [preset, setPreset] = useState<Preset>("sat");
  const [minutes, setMinutes] = useState(30);
  const [timer, setTimer] = useState<TimerState>(() => newTimer(partsOf("sat", 30)));
  const [now, setNow] = useState(() => Date.now());
  const stage = useRef<HTMLDivElement>(null);

  // Redrawn four times a second while running; the time left is computed from the clock, never counted.
  useEffect(() => {
    if (!isRunning(timer)) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [timer]);

  const act = (change: (state: TimerState, at: number) => TimerState) => {
    const at = Date.now();
    setNow(at);
    setTimer((state) => change(state, at));
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [role=combobox], button")) return;
      const key = event.key.toLowerCase();
      if (key === " ") {
        event.preventDefault();
        act(toggle);
      } else if (key === "n") act((state) => next(state));
      else if (key === "r") act((state) => restartPart(state));
      else if (key === "f") fullscreen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const choose = (value: Preset, length = minutes) => {
    setPreset(value);
    setTimer(newTimer(partsOf(value, length)));
  };
  const part = timer.parts[timer.index];
  const left = remaining(timer, now);
  const total = part ? part.minutes * 60_000 : 1;
  const over = finished(timer);
  const partName = part ? t(part.isBreak ? "timer.break" : `timer.parts.${part.key}`) : "";
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("timer.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("timer.title")}</Title>
          <Text c="gray.7">{t("timer.subtitle")}</Text>
        </div>
        <Group align="flex-end" gap="sm">
          <Select
            label={t("timer.preset")}
            data={(["sat", "act", "toefl", "custom"] as const).map((value) => ({
              value,
              label: t(`timer.presets.${value}`),
            }))}
            value={preset}
            onChange={(value) => value && choose(value as Preset)}
            allowDeselect={false}
            w={200}
          />
          {preset === "custom" && (
            <NumberInput
              label={t("timer.customMinutes")}
              min={1}
              max={600}
              value={minutes}
              onChange={(value) => {
                const n = Math.min(600, Math.max(1, Number(value) || 1));
                setMinutes(n);
                choose("custom", n);
              }}
              w={120}
            />
          )}
        </Group>
        <div ref={stage} className={classes.stage} data-running={isRunning(timer) || undefined}>
          {over ? (
            <Text className={classes.part} role="status">
              {t("timer.finished")}
            </Text>
          ) : (
            <>
              <Text className={classes.part}>
                {partName} · {t("timer.part", { n: timer.index + 1, total: timer.parts.length })}
              </Text>
              <div
                className={classes.digits}
                role="timer"
                aria-label={t("timer.remaining", { part: partName })}
                aria-live="off"
              >
                {clockText(left)}
              </div>
              {left === 0 && (
                <Text className={classes.part} role="alert">
                  {t("timer.timeUp")}
                </Text>
              )}
              <Progress value={(left / total) * 100} size="lg" aria-hidden className={classes.bar} />
            </>
          )}
          <Group gap="sm" justify="center" mt="md">
            <Button size="lg" onClick={() => act(toggle)} disabled={over || left === 0}>
              {isRunning(timer)
                ? t("timer.pause")
                : left < total && left > 0
                  ? t("timer.resume")
                  : t("timer.start")}
            </Button>
            <Button size="lg" variant="default" onClick={() => act((s) => next(s))} disabled={over}>
              {t("timer.next")}
            </Button>
            <Button size="lg" variant="default" onClick={() => act((s) => restartPart(s))} disabled={over}>
              {t("timer.restart")}
            </Button>
            <Button size="lg" variant="subtle" onClick={fullscreen}>
              {t("timer.fullscreen")}
            </Button>
          </Group>
        </div>
      </Stack>
    </Container>
  );
}
