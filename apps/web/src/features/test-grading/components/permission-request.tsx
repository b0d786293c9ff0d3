import { Button, Container, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { requestPermission } from "../api/grading-api";

/**
 * What a teacher meets on an attempt they may not grade (the server answers 404 so an id tells nothing):
 * they may ask an admin for permission (spec 03 §4, §6); a request already made is said so (409).
 */
export function PermissionRequest({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("test-grading");
  const [note, setNote] = useState("");
  const ask = useMutation({ mutationFn: () => requestPermission(attemptId, note) });
  const done = ask.isSuccess || (isApiError(ask.error) && ask.error.status === 409);
  return (
    <Container size="sm" py="xl" data-page-state="no-permission">
      <PageTitle title={t("exam.noPermissionTitle")} />
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t("exam.noPermissionTitle")}</Title>
        <Text>{t("exam.noPermissionBody")}</Text>
        {done ? (
          <Text role="status">{isApiError(ask.error) ? ask.error.message : t("exam.requested")}</Text>
        ) : (
          <>
            <Textarea
              label={t("exam.note")}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={1000}
              w="100%"
            />
            {ask.error && (
              <Text c="red.8" role="alert">
                {ask.error.message}
              </Text>
            )}
            <Button onClick={() => ask.mutate()} loading={ask.isPending}>
              {t("exam.request")}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
