import { Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { diffCounts, diffWords, joinTokens } from "../lib/word-diff";
import classes from "./version-diff.module.css";

/**
 * Two versions' words compared: added words underlined on green, removed ones struck through on red, each
 * run also marked "+" / "−" and named for screen readers, so the difference never rests on colour alone.
 */
export function VersionDiff({ older, newer }: { older: string; newer: string }) {
  const { t } = useTranslation("counseling-essays");
  const parts = diffWords(older, newer);
  const counts = diffCounts(parts);
  let previous: string | undefined;
  return (
    <Paper withBorder p="sm" data-testid="version-diff">
      <Group gap="md" mb="xs" wrap="wrap">
        <Text size="sm">{t("versions.addedCount", { count: counts.added })}</Text>
        <Text size="sm">{t("versions.removedCount", { count: counts.removed })}</Text>
        <Text size="sm" c="gray.7">
          {t("versions.legend")}
        </Text>
      </Group>
      <div className={classes.text}>
        {parts.map((part, index) => {
          const text = joinTokens(part.tokens, previous);
          previous = part.tokens.at(-1);
          const key = `${index}-${part.kind}`;
          if (part.kind === "same") return <span key={key}>{text}</span>;
          const Tag = part.kind === "added" ? "ins" : "del";
          // The space before a changed run stays outside its mark.
          const lead = text.startsWith(" ") ? " " : "";
          return (
            <span key={key}>
              {lead}
              <Tag className={classes[part.kind]} data-diff={part.kind}>
                <VisuallyHidden>
                  {t(part.kind === "added" ? "versions.addedStart" : "versions.removedStart")}
                </VisuallyHidden>
                <span aria-hidden="true" className={classes.mark}>
                  {part.kind === "added" ? "+" : "−"}
                </span>
                {text.slice(lead.length)}
                <VisuallyHidden>{t("versions.changeEnd")}</VisuallyHidden>
              </Tag>
            </span>
          );
        })}
      </div>
    </Paper>
  );
}
