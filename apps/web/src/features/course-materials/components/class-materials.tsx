import type { ClassMaterials as Materials } from "@edu/shared/course-materials";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFolderPlus, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { classMaterialsQuery } from "../api/course-materials-api";
import { FolderCard } from "./folder-card";
import { FolderNameModal } from "./folder-name-modal";
import { ItemFormModal } from "./item-form-modal";
import { ItemList } from "./item-list";
import { VocabProgressSection } from "./vocab-progress-section";

/**
 * A class's materials tab (spec 03 §2): folders (units, categories) holding items, then the items in
 * no folder. Teachers of the class and staff edit (`can_edit`); students and parents read and download.
 * Those who edit also see the class's vocabulary progress, a section of its own below the materials.
 */
export function ClassMaterials({ classId }: { classId: number }) {
  const { t } = useTranslation("course-materials");
  const materials = useQuery(classMaterialsQuery(classId));
  const [adding, setAdding] = useState<"folder" | "item" | null>(null);
  if (materials.isPending) return <PageLoader />;
  if (materials.isError) return <LoadErrorPage error={materials.error} onRetry={() => materials.refetch()} />;
  const data: Materials = materials.data;
  const empty = data.folders.length === 0 && data.items.length === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t("title")}</Title>
        {data.can_edit && (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} />}
              onClick={() => setAdding("folder")}
            >
              {t("folder.add")}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding("item")}>
              {t("item.add")}
            </Button>
          </Group>
        )}
      </Group>
      {empty && <Text c="dimmed">{data.can_edit ? t("emptyEditor") : t("empty")}</Text>}
      {data.folders.map((folder, index) => (
        <FolderCard
          key={folder.id}
          classId={classId}
          folder={folder}
          folders={data.folders}
          canEdit={data.can_edit}
          first={index === 0}
          last={index === data.folders.length - 1}
        />
      ))}
      {data.items.length > 0 && (
        <Stack gap="xs">
          {data.folders.length > 0 && <Title order={3}>{t("looseItems")}</Title>}
          <ItemList classId={classId} items={data.items} folders={data.folders} canEdit={data.can_edit} />
        </Stack>
      )}
      {data.can_edit && <VocabProgressSection classId={classId} />}
      <FolderNameModal classId={classId} opened={adding === "folder"} onClose={() => setAdding(null)} />
      <ItemFormModal
        classId={classId}
        folders={data.folders}
        opened={adding === "item"}
        onClose={() => setAdding(null)}
      />
    </Stack>
  );
}
