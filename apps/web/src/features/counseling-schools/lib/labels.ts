import { THIRD_SERVICE_NAMES, type ThirdServiceType } from "@edu/shared/counseling-accounts";
import type { ApplicationPortal } from "@edu/shared/counseling-schools";

/** A service's own name is a brand, the same in every language (the other portals are translated). */
export function serviceLabel(portal: ApplicationPortal): string | undefined {
  return portal in THIRD_SERVICE_NAMES ? THIRD_SERVICE_NAMES[portal as ThirdServiceType] : undefined;
}
