import { faqEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each faq route; who is let in is the declared access. */
export const faqProbes = defineProbes(faqEndpoints, {
  listFaqs: { allowed: 200 },
  listFaqTopics: { allowed: 200 },
  listFaqLabels: { allowed: 200 },
  getInstructorFaq: { allowed: 200 },
  createInstructorFaq: { allowed: 422, request: () => EMPTY_BODY },
  listAdminFaqs: { allowed: 200 },
  listAdminFaqTopics: { allowed: 200 },
  listAdminFaqLabels: { allowed: 200 },
  createFaq: { allowed: 422, request: () => EMPTY_BODY },
  getFaqById: { allowed: 200, request: (f) => ({ url: `/api/faq/${f.faq}` }) },
  updateFaqById: { allowed: 200, request: (f) => ({ url: `/api/faq/${f.faq}`, body: {} }) },
  deleteFaqById: { allowed: 200, request: (f) => ({ url: `/api/faq/${f.faqToDelete}` }) },
  createFaqTopic: { allowed: 422, request: () => EMPTY_BODY },
  getFaqTopicById: { allowed: 200, request: (f) => ({ url: `/api/faq-topic/${f.faqTopic}` }) },
  updateFaqTopicById: { allowed: 200, request: (f) => ({ url: `/api/faq-topic/${f.faqTopic}`, body: {} }) },
  deleteFaqTopicById: { allowed: 200, request: (f) => ({ url: `/api/faq-topic/${f.faqTopicToDelete}` }) },
  createFaqLabel: { allowed: 422, request: () => EMPTY_BODY },
  getFaqLabelById: { allowed: 200, request: (f) => ({ url: `/api/faq-label/${f.faqLabel}` }) },
  updateFaqLabelById: { allowed: 200, request: (f) => ({ url: `/api/faq-label/${f.faqLabel}`, body: {} }) },
  deleteFaqLabelById: { allowed: 200, request: (f) => ({ url: `/api/faq-label/${f.faqLabelToDelete}` }) },
});
