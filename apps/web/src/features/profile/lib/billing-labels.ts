import type { BillingCountry, TeacherBillingField } from "@edu/shared";

/** Label keys under `fields.`; the ID number's label names the document the country uses. */
const BILLING_LABELS: Record<TeacherBillingField, string> = {
  official_name: "officialName",
  id_number: "idNumber",
  ssn: "ssn",
  date_of_birth: "dateOfBirth",
  payment_method: "paymentMethod",
  bank_name: "bankName",
  bank_code: "bankCode",
  bank_branch: "bankBranch",
  bank_account: "bankAccount",
  mailing_address_1: "mailingAddress1",
  mailing_address_2: "mailingAddress2",
  city: "city",
  state: "state",
  zip: "zip",
};

export const billingLabelKey = (field: TeacherBillingField, country: BillingCountry) =>
  field === "id_number" ? `fields.idNumber${country}` : `fields.${BILLING_LABELS[field]}`;
