import type { Essay } from "@edu/shared/counseling-essays";
import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { CounselingTabs, useCounselingStudent } from "../../counseling-profile";
import { essayQuery } from "../api/counseling-essays-api";
import { CompleteButton } from "../components/complete-button";
import { EssayComments } from "../components/essay-comments";
import { essayName } from "../components/essay-list";
import { EssayStatus, WordCount } from "../components/essay-status";
import { EssayWriter } from "../components/essay-writer";
import { VersionHistory } from "../components/version-history";
import { essaysPath, readEssayId } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-essays", "counseling-profile", "rich-text-editor"] };

/** What a parent sees: the saved text and its count, the linked document if any; no controls. */
function EssayReader({ essay }: { essay: Essay }) {
  const { t } = useTranslation("counseling-essays");
  return (
    <Stack gap="sm">
      <Text size="sm">{t("reader.readOnly")}</Text>
      {essay.content ? (
        <Paper withBorder p="sm">
          <RichTextView html={essay.content} />
        </Paper>
      ) : (
        <Text>{t("reader.empty")}</Text>
      )}
      <WordCount count={essay.word_count} limit={essay.word_limit} />
      {essay.document_url && (
        <Anchor href={essay.document_url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t("reader.openDocument")}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/** The essay, its comments beside it (below on a phone) and its versions. */
function EssayScreen({ essay, name }: { essay: Essay; name: string }) {
  const { t } = useTranslation("counseling-essays");
  const area = useRef<HTMLDivElement>(null);
  const [dirty, setDirty] = useState(false);
  const canWrite = essay.can_write === 1;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{essayName(essay)}</Title>
        <Text c="gray.7">
          {t("essay.subtitle", { name, school: essay.school_name ?? t("prompt.common") })}
        </Text>
      </div>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t("essay.prompt")}
          </Text>
          <Text
            size="sm"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
            data-testid="essay-prompt"
          >
            {essay.prompt}
          </Text>
          <Group gap="sm" wrap="wrap">
            <EssayStatus essay={essay} />
            {canWrite && <CompleteButton essay={essay} name={essayName(essay)} />}
          </Group>
          {essay.updated_by && (
            <Text size="xs" c="gray.7">
              {t("list.updatedBy", { at: formatDateTime(essay.updated_at), by: essay.updated_by.name })}
            </Text>
          )}
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby="essay-text-heading">
            <Title order={2} size="h4" id="essay-text-heading">
              {t("essay.text")}
            </Title>
            <div ref={area} data-testid="essay-area">
              {canWrite ? <EssayWriter essay={essay} onDirty={setDirty} /> : <EssayReader essay={essay} />}
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <EssayComments essayId={essay.id} area={area} dirty={dirty} />
        </Grid.Col>
      </Grid>
      <VersionHistory essayId={essay.id} />
    </Stack>
  );
}

/**
 * /private/counseling/student/{username}/essays/{essayId} and /private/counseling/{id}/essays/{essayId}: one
 * essay's writing screen. An essay of another student than the address names is "not found".
 */
export default function EssayPage() {
  const { t } = useTranslation("counseling-essays");
  const essayId = readEssayId(useParams().essayId);
  const student = useCounselingStudent({ enabled: essayId !== undefined });
  const essay = useQuery({ ...essayQuery(essayId ?? 0), enabled: essayId !== undefined });
  if (student.invalid || essayId === undefined) return <NotFoundPage />;
  if (student.list.isPending || essay.isPending) return <PageLoader />;
  if (student.list.isError)
    return <LoadErrorPage error={student.list.error} onRetry={() => void student.list.refetch()} />;
  if (essay.isError) return <LoadErrorPage error={essay.error} onRetry={() => void essay.refetch()} />;
  const row = student.row;
  if (!row || essay.data.student_user_id !== row.student_user_id) return <NotFoundPage />;
  const name = displayName(row.student);
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("essay.metaTitle", { essay: essayName(essay.data), name })} />
      <Stack gap="md">
        <CounselingTabs base={student.base} search={student.search} current="essays" />
        <Anchor component={Link} to={`${essaysPath(student.base)}${student.search}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t("essay.back")}
          </Group>
        </Anchor>
        <EssayScreen key={essay.data.id} essay={essay.data} name={name} />
      </Stack>
    </Container>
  );
}
