import { resolveField } from "@edu/shared/i18n";
import {
  SCHOOL_FACT_KEYS,
  SCHOOL_FACTS,
  type SchoolDetail,
  type SchoolFact,
  type SchoolFactKey,
  type SchoolTab,
} from "@edu/shared/schools";
import {
  Alert,
  Anchor,
  Button,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconExternalLink, IconInfoCircle, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/use-locale";
import { formatUsd, numberFact } from "../lib/format-fact";
import { INCOME_BANDS, type IncomeBand } from "../lib/income-bands";
import { FactList } from "./fact-list";
import classes from "./school-page.module.css";
import { AdmissionsCharts, EarningsChart, EthnicityChart, NetPriceChart } from "./school-tab-charts";

type Facts = Map<SchoolFactKey, SchoolFact>;

/** The keys a tab shows, in school-facts.ts order. */
export const keysOfTab = (tab: SchoolTab): SchoolFactKey[] =>
  SCHOOL_FACT_KEYS.filter((key) => SCHOOL_FACTS[key].tab === tab);

/** What Overview shows of the other tabs at a glance. */
const AT_A_GLANCE: readonly SchoolFactKey[] = [
  "ranking_national",
  "admission_rate",
  "cost_of_attendance",
  "net_price",
  "undergraduates",
  "graduation_rate_6y",
  "earnings_10y",
];

/**
 * A tab without figures: what is missing, and who can add it (staff, in school editing; a link there when the
 * reader is staff). Never an empty tab.
 */
export function EmptyTab({ tab, schoolId, canEdit }: { tab: SchoolTab; schoolId: number; canEdit: boolean }) {
  const { t } = useTranslation("schools");
  const missing = keysOfTab(tab).map((key) => t(`facts.${key}`));
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t("tab.emptyTitle", { tab: t(`tabs.${tab}`) })}
      data-testid="empty-tab"
      // A standing note, not news: nothing to announce when the tab opens.
      role="note"
    >
      <Stack gap="xs">
        <Text size="sm">{t("tab.emptyMissing", { list: missing.join(t("listSeparator")) })}</Text>
        <Text size="sm">{t(canEdit ? "tab.emptyStaff" : "tab.emptyReader")}</Text>
        {canEdit && (
          <div>
            <Button
              component={Link}
              to={`/schools/edit?school=${schoolId}`}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
            >
              {t("tab.addFigures")}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation("schools");
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <IconExternalLink
        size={14}
        aria-hidden="true"
        style={{ marginInlineStart: 4, verticalAlign: "middle" }}
      />
      <VisuallyHidden>{t("newTab")}</VisuallyHidden>
    </Anchor>
  );
}

function OverviewTab({ school, facts }: { school: SchoolDetail; facts: Facts }) {
  const { t } = useTranslation("schools");
  const locale = useLocale();
  const overview = resolveField(school.overview, school.translations, "overview", locale);
  const glance = AT_A_GLANCE.filter((key) => facts.has(key));
  const links = [
    ...(school.url ? [{ key: "website", href: school.url, label: t("links.website") }] : []),
    ...(school.net_price_url
      ? [{ key: "net-price", href: school.net_price_url, label: t("links.netPriceCalculator") }]
      : []),
    ...school.links.map((link) => ({
      key: `link-${link.id}`,
      href: link.url,
      label: link.label || t(`linkKinds.${link.kind}`),
    })),
  ];
  return (
    <Stack gap="lg">
      {overview ? (
        <Text className={classes.longText}>{overview}</Text>
      ) : (
        <Text c="gray.7" data-testid="no-overview">
          {t("overview.none")}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("overview.atAGlance")}
        </Title>
        {glance.length > 0 ? (
          <FactList keys={glance} facts={facts} />
        ) : (
          <Text c="gray.7">{t("overview.noFigures")}</Text>
        )}
      </Stack>
      <Stack gap="xs" data-testid="school-links">
        <Title order={3} size="h4">
          {t("overview.links")}
        </Title>
        {links.length > 0 ? (
          <List spacing={4}>
            {links.map((link) => (
              <List.Item key={link.key}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text c="gray.7">{t("overview.noLinks")}</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The reader's own net price: the income band chosen (a parent's), kept in the address bar. */
function IncomeBandPicker({
  facts,
  band,
  onBand,
}: {
  facts: Facts;
  band: IncomeBand | null;
  onBand: (band: IncomeBand | null) => void;
}) {
  const { t } = useTranslation("schools");
  const chosen = INCOME_BANDS.find((item) => item.band === band);
  const price = chosen ? numberFact(facts, chosen.key) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Select
          label={t("income.label")}
          description={t("income.hint")}
          placeholder={t("income.choose")}
          data={INCOME_BANDS.map((item) => ({ value: item.band, label: t(`income.${item.band}`) }))}
          value={band}
          onChange={(value) => onBand(value as IncomeBand | null)}
          clearable
          maw={360}
          data-testid="income-band"
        />
        {chosen && (
          <Text fw={600} data-testid="your-net-price" aria-live="polite">
            {price === null
              ? t("income.notReported")
              : t("income.yourNetPrice", { price: formatUsd(price), band: t(`income.${chosen.band}`) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** One tab's content: its charts, then its figures with source and year, or what is missing and who adds it. */
export function SchoolTabPanel({
  tab,
  school,
  facts,
  canEdit,
  incomeBand,
  onIncomeBand,
}: {
  tab: SchoolTab;
  school: SchoolDetail;
  facts: Facts;
  canEdit: boolean;
  incomeBand: IncomeBand | null;
  onIncomeBand: (band: IncomeBand | null) => void;
}) {
  if (tab === "overview") return <OverviewTab school={school} facts={facts} />;
  const keys = keysOfTab(tab);
  if (!keys.some((key) => facts.has(key)))
    return <EmptyTab tab={tab} schoolId={school.id} canEdit={canEdit} />;
  return (
    <Stack gap="lg">
      {tab === "admissions" && <AdmissionsCharts facts={facts} />}
      {tab === "financials" && (
        <>
          <IncomeBandPicker facts={facts} band={incomeBand} onBand={onIncomeBand} />
          <NetPriceChart facts={facts} band={incomeBand} />
        </>
      )}
      {tab === "students" && <EthnicityChart facts={facts} />}
      {tab === "salaries" && <EarningsChart facts={facts} />}
      <FactList keys={keys} facts={facts} />
    </Stack>
  );
}
