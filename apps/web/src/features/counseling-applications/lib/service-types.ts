import {
  THIRD_SERVICE_NAMES,
  THIRD_SERVICE_TYPES,
  type ThirdServiceType,
} from "@edu/shared/counseling-accounts";

/** A route's `:thirdAppType` when it names a service the product knows (else the page is "not found"). */
export function readServiceType(value: string | undefined): ThirdServiceType | undefined {
  return (THIRD_SERVICE_TYPES as readonly string[]).includes(value ?? "")
    ? (value as ThirdServiceType)
    : undefined;
}

/** The service's own name: a brand, the same in every language. */
export const serviceName = (type: ThirdServiceType): string => THIRD_SERVICE_NAMES[type];

/** The service pages of one student: under the username's or the counseling class's address. */
export function servicePath(base: string, type: ThirdServiceType): string {
  return `${base}/applicationForms/${type}`;
}
