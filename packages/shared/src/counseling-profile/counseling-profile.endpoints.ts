import { defineEndpoints } from "../system/endpoint";
import {
  counselingProfileListSchema,
  counselingProfileSchema,
  counselingProfilesQuerySchema,
  counselingSelectorQuerySchema,
  counselingSelectorSchema,
  counselingStudentParamsSchema,
  countrySelectorSchema,
  saveCounselingProfileSchema,
} from "./counseling-profile.schemas";

/**
 * The application profile (spec 03 §3, §7 "Counseling profile"). Who may read or save a student's
 * profile is decided per student by the server (the student, linked parents, the counselors of the
 * student's counseling class, super-admin); anyone else gets 404, so an id reveals nothing.
 */
export const counselingProfileEndpoints = defineEndpoints("counseling-profile", {
  getCounselingProfileSelector: {
    method: "GET",
    path: "/api/counseling-profile/selector",
    access: "authenticated",
    summary:
      "An option list for the profile (countries, US states, high schools, colleges, majors) in three languages",
    query: counselingSelectorQuerySchema,
    response: counselingSelectorSchema,
    errors: [401, 422],
  },
  getCounselingProfileCountrySelector: {
    method: "GET",
    path: "/api/counseling-profile/country-selector",
    access: "authenticated",
    summary: "Countries with their calling codes, in three languages",
    response: countrySelectorSchema,
    errors: [401],
  },
  getCounselingProfile: {
    method: "GET",
    path: "/api/counseling-profile/:id",
    access: "authenticated",
    summary:
      "A student's application profile by section, with each section's version and what the caller may edit",
    params: counselingStudentParamsSchema,
    response: counselingProfileSchema,
    errors: [401, 404, 422],
  },
  saveCounselingProfile: {
    method: "POST",
    path: "/api/counseling-profile/:id",
    access: "authenticated",
    summary: "Save one section of a student's profile (409 with the newer section when the version is stale)",
    params: counselingStudentParamsSchema,
    body: saveCounselingProfileSchema,
    response: counselingProfileSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listCounselingProfiles: {
    method: "GET",
    path: "/api/counseling-profiles",
    access: "authenticated",
    summary: "The students whose profiles the caller may see (by username, counseling class or keyword)",
    query: counselingProfilesQuerySchema,
    response: counselingProfileListSchema,
    errors: [401, 422],
  },
});
