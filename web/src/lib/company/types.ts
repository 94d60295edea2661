/** A company profile as the API answers it (src/companies/store.rs). Optional texts are `""` when not given. */
export type Company = {
  id: number;
  name: string;
  industry: string;
  description: string;
  competitors: string;
  productsServices: string;
  websiteUrl: string;
  linkedInUrl: string;
  twitterUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  /** The owner's cobaltId. */
  userId: string;
  /** Whether content has been generated for it (a version exists). */
  hasContent: boolean;
  /** RFC 3339 in UTC, e.g. `2026-01-05T09:30:00.000Z`. */
  createdAt: string;
  updatedAt: string;
};
