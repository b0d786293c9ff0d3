import {
  Button,
  Container,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { createPractice, practiceKeys, practicesQuery } from "../api/practices-api";
import { FullPracticeList } from "../components/full-practice-list";
import { PracticeCard, type PracticeSummary } from "../components/practice-card";
import { SettingsForm } from "../components/settings-form";
import { isBuilder } from "../lib/builders";
import { PRACTICES_HANDLE } from "../lib/handle";
import { practicePaths } from "../lib/paths";
import { valuesOf } from "../lib/settings-values";

export const handle = PRACTICES_HANDLE;

const VIEWS = ["all", "mine", "shared", "public"] as const;
type View = (typeof VIEWS)[number];

/** "Mine": practices the reader edits; "public": open to everyone; "shared": the rest (shared with them). */
const inView = (view: View) => (practice: PracticeSummary) =>
  view === "all" ||
  (view === "mine" && practice.can_edit === 1) ||
  (view === "public" && practice.share === "public") ||
  (view === "shared" && practice.can_edit === 0 && practice.share !== "public");

/** A new practice: its required settings first; questions and sharing on its edit page. */
function NewPractice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: createPractice,
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: practiceKeys.all });
      void navigate(practicePaths.addQuestions(answer.data.id));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("list.new")} size="lg">
      <SettingsForm
        initial={valuesOf()}
        submitLabel={t("form.create")}
        busy={create.isPending}
        error={create.error}
        withSharing={false}
        onSubmit={(payload) => create.mutate(payload)}
      />
    </Modal>
  );
}

/**
 * /practices: every practice the reader may take or edit (theirs, shared with them, public), filtered by
 * kind; builders (teachers, staff, test editors) create one here and go on to pick its questions.
 */
export default function PracticesPage() {
  const { t } = useTranslation("practices");
  const { user } = useViewerRoles();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>("all");
  const [creating, setCreating] = useState(false);
  const list = useQuery(practicesQuery(page));
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const shown = list.data.data.filter(inView(view));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t("list.title")}</Title>
            <Text c="gray.7">{t("list.subtitle")}</Text>
          </div>
          {isBuilder(user) && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t("list.new")}
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label={t("list.filter")}
          value={view}
          onChange={(value) => setView(value as View)}
          data={VIEWS.map((value) => ({ value, label: t(`list.view.${value}`) }))}
          fullWidth
        />
        {shown.length === 0 && <Text>{t("list.empty")}</Text>}
        <Stack gap="sm">
          {shown.map((practice) => (
            <PracticeCard key={practice.id} practice={practice} />
          ))}
        </Stack>
        {list.data.last_page > 1 && (
          <Pagination
            value={page}
            onChange={setPage}
            total={list.data.last_page}
            aria-label={t("list.pages")}
          />
        )}
        <FullPracticeList builder={isBuilder(user)} />
      </Stack>
      {creating && <NewPractice onClose={() => setCreating(false)} />}
    </Container>
  );
}
