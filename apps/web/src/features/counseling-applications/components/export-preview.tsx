import type { Locale } from "@edu/shared";
import { type ExportCut, exportFieldLabel, type ProfileExport } from "@edu/shared/counseling-exports";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./export-preview.module.css";

type Dropped = { path: string; label: string; value: string; reason: string };

/**
 * An entry's name from its path, as the export names its own lines: `education.other_high_schools[3]` is
 * "Other high school 4", `profile.address.line3` "Address line 3" (in the export's language).
 */
export function droppedLabel(path: string, locale: Locale): string {
  const last = /([A-Za-z0-9_]+)(?:\[(\d+)\])?$/.exec(path);
  if (!last?.[1]) return path;
  const label = exportFieldLabel(locale, last[1]);
  return last[2] === undefined ? label : `${label} ${Number(last[2]) + 1}`;
}

/** The entries a rule left out of this section (their paths in the profile start with the section's key). */
function droppedIn(section: string, cuts: readonly ExportCut[], locale: Locale): Dropped[] {
  return cuts.flatMap((cut) =>
    cut.dropped_items
      .filter((item) => item.path === section || item.path.startsWith(`${section}.`))
      .map((item) => ({ ...item, label: droppedLabel(item.path, locale), reason: cut.reason })),
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.item}>
      <Text size="sm" fw={500} className={classes.label}>
        {label}
      </Text>
      <Text size="sm" className={classes.value}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The export beside the profile, section by section: left what the profile holds (what the export keeps,
 * then each entry a rule left out, marked with its reason), right what the export contains. On a phone the
 * two columns stack.
 */
export function ExportPreview({ preview, service }: { preview: ProfileExport; service: string }) {
  const { t } = useTranslation("counseling-applications");
  if (preview.sections.every((section) => section.items.length === 0) && preview.cuts.length === 0)
    return <Text size="sm">{t("export.emptyProfile")}</Text>;
  return (
    <Stack gap="md">
      {preview.sections.map((section) => {
        const dropped = droppedIn(section.key, preview.cuts, preview.locale);
        return (
          <section key={section.key} aria-labelledby={`export-section-${section.key}`}>
            <Title order={3} size="h5" id={`export-section-${section.key}`} mb="xs">
              {section.label}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Paper withBorder p="sm" data-testid={`profile-side-${section.key}`}>
                <Text size="xs" c="gray.7" tt="uppercase" mb={4}>
                  {t("export.profileSide")}
                </Text>
                {section.items.length === 0 && dropped.length === 0 && (
                  <Text size="sm">{t("export.sectionEmpty")}</Text>
                )}
                {section.items.map((item) => (
                  <Item key={item.path} label={item.label} value={item.value} />
                ))}
                {dropped.map((item) => (
                  <div key={item.path} className={classes.dropped} data-testid="dropped-item">
                    <Group gap="xs">
                      <Text size="sm" fw={500} className={classes.label}>
                        {item.label}
                      </Text>
                      <Badge color="orange" variant="light" size="sm">
                        {t("export.leftOut")}
                      </Badge>
                    </Group>
                    <Text size="sm" className={classes.value}>
                      {item.value}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {item.reason}
                    </Text>
                  </div>
                ))}
              </Paper>
              <Paper withBorder p="sm" data-testid={`export-side-${section.key}`}>
                <Text size="xs" c="gray.7" tt="uppercase" mb={4}>
                  {t("export.exportSide", { service })}
                </Text>
                {section.items.length === 0 && <Text size="sm">{t("export.sectionEmpty")}</Text>}
                {section.items.map((item) => (
                  <Item key={item.path} label={item.label} value={item.value} />
                ))}
              </Paper>
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
