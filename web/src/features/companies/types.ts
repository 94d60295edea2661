import type { Company } from '@/lib/company/types';
import { z } from '@/lib/zod';
import sampleCompanies from './sample-companies.json';

/** A company id from the address (`12`), or NaN when it is not one. */
export function parseCompanyId(value: string): number {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
}

/** Spec section 3, in the select's order; the server accepts exactly these. */
export const INDUSTRY_OPTIONS = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Entertainment',
  'Food & Beverage',
  'Transportation',
  'Real Estate',
  'Energy',
  'Other',
] as const;

export type Industry = (typeof INDUSTRY_OPTIONS)[number];

const INVALID_URL = 'Please enter a valid URL';
const URL_MAX_CHARS = 2048;

/**
 * The server's URL rule (HttpUrl in src/domain/company.rs): empty, or `http(s)://`
 * then a host as typed, no spaces. `new URL` alone would also accept `http:/host`.
 */
function isHttpUrl(text: string): boolean {
  if (/[\s\p{Cc}]/u.test(text)) return false;
  const rest = /^https?:\/\/(.*)$/is.exec(text)?.[1];
  if (rest === undefined || /^[/\\]/.test(rest)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** People type addresses as they read them: `example.com` means `https://example.com`. */
export function withScheme(text: string): string {
  return text === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}

const optionalUrl = z
  .string()
  .trim()
  .transform(withScheme)
  .pipe(
    z
      .string()
      .max(URL_MAX_CHARS, `URL must be at most ${URL_MAX_CHARS} characters.`)
      .refine((text) => text === '' || isHttpUrl(text), INVALID_URL),
  );

/** The description's length rule (the server's), also named by the form's hint. */
export const DESCRIPTION_CHARS = { min: 10, max: 2000 } as const;

/** Code points, not UTF-16 units, as the server counts characters (an emoji counts once). */
const chars = (text: string) => Array.from(text).length;

function textBetween(min: number, max: number, minMessage: string, maxMessage: string) {
  return z
    .string()
    .trim()
    .refine((text) => chars(text) >= min, minMessage)
    .refine((text) => chars(text) <= max, maxMessage);
}

/**
 * The company form (spec section 5) with the server's rules and messages
 * (docs/decisions.md "Companies"), so the client refuses what the server would.
 */
export const companyFormSchema = z.object({
  name: textBetween(2, 100, 'Company name must be at least 2 characters.', 'Company name must be at most 100 characters.'),
  industry: z
    .string()
    .trim()
    // The select's empty choice: the spec's 'at least 2 characters' would puzzle there.
    .refine((text) => text !== '', 'Please choose an industry.')
    .refine((text) => text === '' || chars(text) >= 2, 'Industry must be at least 2 characters.')
    .refine(
      (text) => chars(text) < 2 || (INDUSTRY_OPTIONS as readonly string[]).includes(text),
      `Industry must be one of: ${INDUSTRY_OPTIONS.join(', ')}.`,
    ),
  description: textBetween(
    DESCRIPTION_CHARS.min,
    DESCRIPTION_CHARS.max,
    `Description must be at least ${DESCRIPTION_CHARS.min} characters.`,
    `Description must be at most ${DESCRIPTION_CHARS.max} characters.`,
  ),
  competitors: z
    .string()
    .trim()
    .refine((text) => chars(text) <= 1000, 'Competitors must be at most 1000 characters.'),
  productsServices: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || chars(text) >= 10,
      'Products/Services description must be at least 10 characters.',
    )
    .refine((text) => chars(text) <= 2000, 'Products/Services description must be at most 2000 characters.'),
  websiteUrl: optionalUrl,
  linkedInUrl: optionalUrl,
  twitterUrl: optionalUrl,
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
});

export type CompanyFormValues = z.infer<typeof companyFormSchema>;

/**
 * The dashboard's edit dialog (spec sections 2 and 5) shows and checks every field but
 * competitors and products/services, which it neither shows nor sends.
 */
export const companyEditSchema = companyFormSchema.extend({ competitors: z.string(), productsServices: z.string() });

export const COMPANY_FORM_FIELDS = Object.keys(companyFormSchema.shape) as (keyof CompanyFormValues)[];

/** The fields of the edit dialog, in its order. */
export const COMPANY_EDIT_FIELDS = COMPANY_FORM_FIELDS.filter(
  (field) => field !== 'competitors' && field !== 'productsServices',
);

/** The form's values for a company, or empty ones for a new profile. */
export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    industry: company?.industry ?? '',
    description: company?.description ?? '',
    competitors: company?.competitors ?? '',
    productsServices: company?.productsServices ?? '',
    websiteUrl: company?.websiteUrl ?? '',
    linkedInUrl: company?.linkedInUrl ?? '',
    twitterUrl: company?.twitterUrl ?? '',
    facebookUrl: company?.facebookUrl ?? '',
    instagramUrl: company?.instagramUrl ?? '',
  };
}

/**
 * Five fixed, fictional sample companies for the profile form's sample-data button (spec section 2).
 * The server's writer tests read the same file, so keep its path and field names.
 */
export const SAMPLE_COMPANIES: readonly CompanyFormValues[] = sampleCompanies;
