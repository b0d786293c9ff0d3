import type { User } from "@edu/shared";
import type { SiteContent } from "@edu/shared/content";

/**
 * What the server put into a signed-in page (apps/server/src/http/web-boot-page.ts): the answers of
 * POST /api/me and GET /api/site-content/site.contact, so the first load sends neither. Read once, at
 * the first question, and the element removed (the document is as built again before hydration); `me`
 * is handed out once, so a later sign-out or sign-in never sees it. Anything unexpected is ignored:
 * the app then asks the API as it does without the block.
 */
export const BOOT_ELEMENT_ID = "edu-boot";

type BootData = { me?: User; siteContact?: SiteContent; readAt: number };
let boot: BootData | null | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function read(): BootData | null {
  if (boot !== undefined) return boot;
  boot = null;
  if (typeof document === "undefined") return boot;
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element) return boot;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? "");
    if (!isObject(value)) return boot;
    const { me, site_contact: contact } = value;
    boot = {
      me: isObject(me) && typeof me.id === "number" ? (me as User) : undefined,
      siteContact:
        isObject(contact) && typeof contact.locale === "string" && isObject(contact.data)
          ? (contact as SiteContent)
          : undefined,
      readAt: Date.now(),
    };
  } catch {
    // not JSON: ignored
  }
  return boot;
}

/** The signed-in user the page came with, once (later calls answer undefined). */
export function takeBootUser(): User | undefined {
  const data = read();
  const me = data?.me;
  if (data) data.me = undefined;
  return me;
}

/** The page's site.contact record if it is in `locale` (it is public: any query in that language may start from it). */
export function bootSiteContact(locale: string): { data: SiteContent; readAt: number } | undefined {
  const data = read();
  return data?.siteContact?.locale === locale ? { data: data.siteContact, readAt: data.readAt } : undefined;
}
