import type { ExportCut, ExportWarningAnswer } from "@edu/shared/counseling-exports";
import { Alert, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * Every cut the service's rules made, with its reason as the server wrote it in the reader's language
 * ("Common App takes 3 other high schools …: kept 3, left out 2") and the entries left out.
 */
export function ExportCuts({ cuts }: { cuts: readonly ExportCut[] }) {
  const { t } = useTranslation("counseling-applications");
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("export.cutsTitle")}
      </Title>
      {cuts.length === 0 ? (
        <Text size="sm">{t("export.noCuts")}</Text>
      ) : (
        <List spacing="sm" size="sm" data-testid="export-cuts">
          {cuts.map((cut) => (
            <List.Item key={`${cut.rule}-${cut.path}`}>
              <Text size="sm">{cut.reason}</Text>
              <Group gap={6} mt={2}>
                <Badge variant="light" color="teal" size="sm">
                  {t("export.kept", { count: cut.kept })}
                </Badge>
                <Badge variant="light" color="orange" size="sm">
                  {t("export.dropped", { count: cut.dropped })}
                </Badge>
              </Group>
              {cut.dropped_items.length > 0 && (
                <List size="sm" withPadding mt={4}>
                  {cut.dropped_items.map((item) => (
                    <List.Item key={item.path}>{item.value}</List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Where today's form differs from the spec's rule: the rule kept, today's form, and whether this profile
 * runs into it (then in the warning colour).
 */
export function ExportWarnings({ warnings }: { warnings: readonly ExportWarningAnswer[] }) {
  const { t } = useTranslation("counseling-applications");
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("export.warningsTitle")}
      </Title>
      {warnings.map((warning) => (
        <Alert
          key={warning.rule}
          color={warning.affected ? "yellow" : "gray"}
          icon={
            warning.affected ? (
              <IconAlertTriangle aria-hidden="true" />
            ) : (
              <IconInfoCircle aria-hidden="true" />
            )
          }
          // A standing note beside the export, not an interruption (Mantine's Alert says "alert").
          role="note"
          data-testid="export-warning"
        >
          <Stack gap={4}>
            <Text size="sm">{warning.message}</Text>
            <Text size="sm">{t("export.specRule", { rule: warning.spec_rule })}</Text>
            <Text size="sm">{t("export.todayRule", { rule: warning.today_rule })}</Text>
            {warning.affected && (
              <Text size="sm" fw={600}>
                {t("export.affected")}
              </Text>
            )}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
