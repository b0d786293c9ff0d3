import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SaveState } from "../lib/use-answer-saver";

/** Whether the current answer reached the server, in words (announced when it changes). */
export function SaveStatus({ state }: { state: SaveState | undefined }) {
  const { t } = useTranslation("tests");
  const text = state ? t(`save.${state}`) : "";
  return (
    <Text size="sm" role="status" c={state === "retrying" || state === "refused" ? "red.8" : "gray.7"}>
      {text}
    </Text>
  );
}
