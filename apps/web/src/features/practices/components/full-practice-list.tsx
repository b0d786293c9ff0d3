import type { fullPracticeListSchema } from "@edu/shared/practices";
import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { createFullPractice, fullKeys, fullPracticesQuery } from "../api/full-practices-api";
import { practicePaths } from "../lib/paths";
import { FullSettingsForm } from "./full-settings-form";
import { SummaryCard } from "./practice-card";

type FullSummary = z.output<typeof fullPracticeListSchema>["data"][number];

function FullCard({ full }: { full: FullSummary }) {
  const { t } = useTranslation("practices");
  return (
    <SummaryCard
      name={full.name}
      headingOrder={3}
      share={full.share}
      locked={full.locked === 1}
      facts={t("full.listFacts", {
        sections: full.section_count,
        count: full.question_count,
        minutes: full.total_minutes,
        date: full.due_date,
      })}
      startTo={practicePaths.fullStart(full.id)}
      editTo={practicePaths.fullEdit(full.id)}
      resultsTo={practicePaths.fullResults(full.id)}
      canEdit={full.can_edit === 1}
    />
  );
}

/** Full practices (practices taken one after another with BreakTime between), and a new one for builders. */
export function FullPracticeList({ builder }: { builder: boolean }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery(fullPracticesQuery());
  const create = useMutation({
    mutationFn: createFullPractice,
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: fullKeys.all });
      void navigate(practicePaths.addPractices(answer.data.id));
    },
  });
  const rows = list.data?.data ?? [];
  if (!builder && rows.length === 0) return null;
  return (
    <section aria-labelledby="full-practices">
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} size="h3" id="full-practices">
          {t("full.listTitle")}
        </Title>
        {builder && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t("full.new")}
          </Button>
        )}
      </Group>
      {list.isError && <Text c="red.8">{list.error.message}</Text>}
      {list.isSuccess && rows.length === 0 && <Text>{t("full.empty")}</Text>}
      <Stack gap="sm">
        {rows.map((full) => (
          <FullCard key={full.id} full={full} />
        ))}
      </Stack>
      {creating && (
        <Modal opened onClose={() => setCreating(false)} title={t("full.new")} size="lg">
          <FullSettingsForm
            withSharing={false}
            submitLabel={t("form.create")}
            busy={create.isPending}
            error={create.error}
            onSubmit={(payload) => create.mutate(payload)}
          />
        </Modal>
      )}
    </section>
  );
}
