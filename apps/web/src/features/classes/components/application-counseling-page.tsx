import { Badge, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CtaBand, PageHero, PageSection } from "../../../components/public-page";
import { ScrollTable } from "../../../components/scroll-table";
import { CONTENT_KEYS, useSiteContent } from "../../marketing";
import { ClassFigures } from "./class-figures";

type ServiceGroup = { key: string; title?: string; items?: { name: string; description?: string }[] };

/** /classes/application_counseling: the service table (site content `counseling.services`). */
export function ApplicationCounselingPage() {
  const { t } = useTranslation("classes");
  const services = useSiteContent(CONTENT_KEYS.counselingServices);
  const groups = (services.data?.content.groups ?? []) as ServiceGroup[];
  const intro = services.data?.content.intro as string | undefined;
  const total = groups.reduce((sum, group) => sum + (group.items?.length ?? 0), 0);
  let counter = 0;
  return (
    <>
      <PageHero
        eyebrow={t("pages.application_counseling.eyebrow")}
        title={t("pages.application_counseling.title")}
        lead={t("pages.application_counseling.lead")}
      />
      <PageSection id="services" title={t("services.title")}>
        {services.isPending ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
              <Skeleton key={row} h={36} />
            ))}
          </Stack>
        ) : (
          <>
            {intro && (
              <Text mb="md" maw={760}>
                {intro}
              </Text>
            )}
            <Text size="sm" c="gray.7" mb="md" data-testid="service-count">
              {t("services.count", { count: total })}
            </Text>
            <ScrollTable minWidth={560} label={t("services.caption")}>
              <Table striped withTableBorder data-testid="service-table">
                <caption style={{ captionSide: "top", textAlign: "start", paddingBottom: 8 }}>
                  {t("services.caption")}
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={56}>
                      #
                    </Table.Th>
                    <Table.Th scope="col">{t("services.service")}</Table.Th>
                    <Table.Th scope="col">{t("services.description")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                {groups.map((group) => (
                  <Table.Tbody key={group.key} data-group={group.key}>
                    <Table.Tr>
                      <Table.Th colSpan={3} scope="colgroup" bg="brand.0">
                        <Title order={3} size="h5">
                          {group.title ?? group.key}{" "}
                          <Badge variant="white" color="brand.9" ml={4}>
                            {group.items?.length ?? 0}
                          </Badge>
                        </Title>
                      </Table.Th>
                    </Table.Tr>
                    {(group.items ?? []).map((item) => {
                      counter += 1;
                      return (
                        <Table.Tr key={`${group.key}-${item.name}`}>
                          <Table.Td>{counter}</Table.Td>
                          <Table.Td fw={600}>{item.name}</Table.Td>
                          <Table.Td>{item.description}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                ))}
              </Table>
            </ScrollTable>
          </>
        )}
      </PageSection>
      <PageSection id="figures" title={t("figuresTitle")} muted>
        <ClassFigures page="application_counseling" figures={[]} />
      </PageSection>
      <CtaBand />
    </>
  );
}
