import type { SchoolDetail } from "@edu/shared/schools";
import { Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageLoader } from "../../../../components/page-loader";
import { isApiError } from "../../../../lib/api-client";
import { LoadFailed } from "./load-failed";
import { SchoolHeading } from "./school-heading";
import { SchoolPicker } from "./school-picker";
import { schoolDetailQuery } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { usePickedSchool } from "./use-picked-school";

/**
 * The school picker of a staff screen and, once a school is picked (`?school=<id>`), its heading and
 * `children` with the school as GET schools/{id} answers it (links, aliases, figures).
 */
export function PickedSchool({ children }: { children: (school: SchoolDetail) => ReactNode }) {
  const { t } = useStaffTranslation();
  const [id, pick] = usePickedSchool();
  const detail = useQuery({ ...schoolDetailQuery(id ?? 0), enabled: id !== undefined });
  return (
    <Stack gap="md">
      <SchoolPicker onPick={(school) => pick(school.id)} label={id ? t("picker.another") : undefined} />
      {id === undefined && <Text c="gray.7">{t("picker.none")}</Text>}
      {id !== undefined && detail.isPending && <PageLoader />}
      {detail.isError && (
        <LoadFailed
          message={isApiError(detail.error) && detail.error.status === 404 ? t("picker.notFound") : undefined}
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.data && (
        <>
          <SchoolHeading school={detail.data} />
          {children(detail.data)}
        </>
      )}
    </Stack>
  );
}
