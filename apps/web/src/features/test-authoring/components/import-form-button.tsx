import type { TestFormInput } from "@edu/shared/test-engine";
import { Button, FileButton, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { authoringKeys, importForm } from "../api/authoring-api";
import { EditError } from "./edit-error";

/** A form document uploaded as JSON: a new form, a new version of one, or nothing when it is unchanged. */
export function ImportFormButton() {
  const { t } = useTranslation("test-authoring");
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch {
        throw new Error(t("import.notJson"));
      }
      // The server checks the document and names each problem by its path.
      return importForm(document as TestFormInput);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: authoringKeys.formLists }),
  });
  return (
    <Paper withBorder p="md" style={{ flex: "1 1 14rem" }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("import.heading")}
        </Title>
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
        {upload.data && (
          <Text role="status" size="sm">
            {upload.data.created
              ? t("import.created", { version: upload.data.data.version })
              : t("import.unchanged")}
          </Text>
        )}
        <EditError error={upload.error} />
      </Stack>
    </Paper>
  );
}
