import type { TestFormInput } from "@edu/shared/test-engine";
import { Alert, Button, FileButton, List, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useLocale } from "../../../lib/use-locale";
import { importForm, testKeys } from "../api/tests-api";
import { localized } from "../lib/localized";

type Outcome = { kind: "done"; text: string } | { kind: "failed"; text: string; errors: [string, string][] };

/**
 * A form document uploaded as JSON (POST test-forms/import): a new form, a new version of one, or nothing
 * when it equals the latest. The server checks the document; its 422 lists each problem by its path.
 */
export function FormImport() {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch {
        throw new Error(t("import.notJson"));
      }
      // The server validates the document (its 422 names each path): sent as read.
      return importForm(document as TestFormInput);
    },
    onSuccess: (answer) => {
      const title = localized(answer.data.title, locale);
      setOutcome({
        kind: "done",
        text: answer.created
          ? t("import.created", { title, version: answer.data.version })
          : t("import.unchanged", { title }),
      });
      void client.invalidateQueries({ queryKey: testKeys.formLists });
    },
    onError: (error) =>
      setOutcome({
        kind: "failed",
        text: isApiError(error) && error.status === 413 ? t("import.tooLarge") : error.message,
        errors: isApiError(error)
          ? Object.entries(error.errors ?? {}).map(([path, messages]) => [path, messages.join(" ")])
          : [],
      }),
  });
  return (
    <Stack gap="xs">
      <FileButton onChange={(file) => file && upload.mutate(file)} accept="application/json,.json">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
          >
            {t("import.button")}
          </Button>
        )}
      </FileButton>
      {outcome?.kind === "done" && (
        <Text role="status" size="sm">
          {outcome.text}
        </Text>
      )}
      {outcome?.kind === "failed" && (
        <Alert color="red" title={t("import.failed")} role="alert">
          <Text size="sm">{outcome.text}</Text>
          {outcome.errors.length > 0 && (
            <List size="sm" mt="xs">
              {outcome.errors.map(([path, message]) => (
                <List.Item key={path}>
                  <code>{path}</code>: {message}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
