import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function ListPagination({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation("courses");
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": t(`pagination.${control}`) })}
        getItemProps={(value) => ({ "aria-label": t("pagination.page", { page: value }) })}
      />
    </Group>
  );
}
