import type { Company } from '@/lib/company/types';
import { makeUser } from './render-app';

/** A company owned by `makeUser()` (its cobaltId), as GET /api/companies answers it. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    name: 'Acme Analytics',
    industry: 'Technology',
    description: 'Dashboards that explain themselves.',
    competitors: '',
    productsServices: '',
    websiteUrl: '',
    linkedInUrl: '',
    twitterUrl: '',
    facebookUrl: '',
    instagramUrl: '',
    userId: makeUser().cobaltId,
    hasContent: false,
    createdAt: '2026-01-05T09:30:00.000Z',
    updatedAt: '2026-01-05T09:30:00.000Z',
    ...overrides,
  };
}
