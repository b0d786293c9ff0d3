import { queryOptions, useQuery } from "@tanstack/react-query";
import { bootSiteContact } from "../../lib/boot-data";
import { landingEndpoints } from "../../lib/endpoint-client-landing";
import { callRef } from "../../lib/endpoint-client-refs";
import { useLocale } from "../../lib/use-locale";
import { usePageHydrated } from "../restore-saved-locale";

/**
 * The school's contact details, read from the one site-content record admins edit (`site.contact`:
 * email, phone_tw, phone_cn, line_id, wechat_id). Header, drawer, footer, the inactive page, the contact
 * section and /line all read it; nothing here is hard-coded. Same query key as the contact and marketing
 * features' readers, so a page asks once.
 */
export type ContactInfo = {
  email?: string;
  phoneTw?: string;
  phoneCn?: string;
  /** The phone the header shows: Taiwan's, else China's. */
  phone?: string;
  lineId?: string;
  /** Opens LINE's "add friend" screen for the ID (works on phones and in the desktop app). */
  lineUrl?: string;
  wechatId?: string;
  wechatUrl?: string;
};

export function siteContactQuery(locale: string) {
  return queryOptions({
    queryKey: ["site-content", "site.contact", locale],
    // No abort signal: the header stays, but a page suspending while it loads (translations) would
    // cancel the request and ask again; letting it finish fills the cache once.
    queryFn: () =>
      callRef(
        landingEndpoints.getSiteContentByKey,
        { params: { key: "site.contact" } },
        { overlay: false, silent: true },
      ),
    // A signed-in page comes with the record (lib/boot-data.ts): no request on its first load.
    initialData: () => bootSiteContact(locale)?.data,
    initialDataUpdatedAt: () => bootSiteContact(locale)?.readAt,
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** https://line.me/R/ti/p/<id>: the ID's "@" stays as is (LINE's own links keep it). */
export function lineUrlOf(lineId: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(lineId).replace(/^%40/, "@")}`;
}

/** `tel:` address of a phone as written for people ("+886 2 2700 1234" → "tel:+886227001234"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** The record's data as contact details (values are JSON edited by people: read defensively). */
export function toContactInfo(data: Record<string, unknown> | undefined): ContactInfo {
  const email = text(data?.email);
  const phoneTw = text(data?.phone_tw);
  const phoneCn = text(data?.phone_cn);
  const lineId = text(data?.line_id);
  const wechatId = text(data?.wechat_id);
  return {
    email,
    phoneTw,
    phoneCn,
    phone: phoneTw ?? phoneCn,
    lineId,
    lineUrl: lineId ? lineUrlOf(lineId) : undefined,
    wechatId,
    wechatUrl: wechatId ? `weixin://dl/chat?${encodeURIComponent(wechatId)}` : undefined,
  };
}

/** The contact details; every field undefined while the record loads (or if it is not set). */
export function useContactInfo(): ContactInfo {
  const locale = useLocale();
  // After the page has hydrated (see usePageHydrated): one request, in the visitor's language.
  const { data } = useQuery({ ...siteContactQuery(locale), enabled: usePageHydrated() });
  return toContactInfo(data?.data as Record<string, unknown> | undefined);
}

export type QrVariant = "taiwan" | "china";

/** Visitors in mainland China get the WeChat QR code; everyone else the Taiwan (LINE) one. */
export function pickQrVariant(countryCode: string | undefined | null): QrVariant {
  return countryCode?.toUpperCase() === "CN" ? "china" : "taiwan";
}

/** What the region's QR code holds (undefined while the contact record loads). */
export function qrContent(
  variant: QrVariant,
  contact: ContactInfo,
): { value: string | undefined; titleKey: string } {
  return variant === "china"
    ? { value: contact.wechatUrl, titleKey: "contact.qrChinaTitle" }
    : { value: contact.lineUrl, titleKey: "contact.qrTaiwanTitle" };
}
