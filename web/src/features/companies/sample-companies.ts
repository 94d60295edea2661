import type { CompanyFormValues } from './types';

/** Five fixed, fictional sample companies for the profile form's sample-data button (spec section 2). */
export const SAMPLE_COMPANIES: readonly CompanyFormValues[] = [
  {
    name: 'Northwind Analytics',
    industry: 'Technology',
    description:
      'Northwind Analytics builds sales dashboards that show small online shops which products sell, to whom, and why.',
    competitors: 'Shopify Analytics, Glew, Metorik',
    productsServices: 'Sales dashboards, customer cohort reports and weekly profit forecasts for e-commerce stores.',
    websiteUrl: 'https://www.northwindanalytics.com',
    linkedInUrl: 'https://www.linkedin.com/company/northwind-analytics',
    twitterUrl: 'https://twitter.com/northwindhq',
    facebookUrl: 'https://www.facebook.com/northwindanalytics',
    instagramUrl: 'https://www.instagram.com/northwindanalytics',
  },
  {
    name: 'Harbor Family Dental',
    industry: 'Healthcare',
    description:
      'A family dental practice in Portland offering gentle check-ups, cleanings and same-day emergency care for all ages.',
    competitors: 'Aspen Dental, Pacific Smiles, independent neighbourhood dentists',
    productsServices: 'Check-ups and cleanings, teeth whitening, clear aligners and same-day emergency appointments.',
    websiteUrl: 'https://www.harborfamilydental.com',
    linkedInUrl: 'https://www.linkedin.com/company/harbor-family-dental',
    twitterUrl: 'https://twitter.com/harbordental',
    facebookUrl: 'https://www.facebook.com/harborfamilydental',
    instagramUrl: 'https://www.instagram.com/harborfamilydental',
  },
  {
    name: 'Ledgerline',
    industry: 'Finance',
    description:
      "Ledgerline is bookkeeping software that turns freelancers' bank transactions into tax-ready records automatically.",
    competitors: 'QuickBooks Self-Employed, FreshBooks, Xero',
    productsServices: 'Automatic expense categories, quarterly tax estimates, invoicing and year-end reports.',
    websiteUrl: 'https://www.ledgerline.io',
    linkedInUrl: 'https://www.linkedin.com/company/ledgerline',
    twitterUrl: 'https://twitter.com/ledgerlineapp',
    facebookUrl: 'https://www.facebook.com/ledgerlineapp',
    instagramUrl: 'https://www.instagram.com/ledgerlineapp',
  },
  {
    name: 'Sprout & Stem Learning',
    industry: 'Education',
    description: 'Online science workshops for children aged 8 to 12, taught live in small groups by working scientists.',
    competitors: 'Outschool, Khan Academy Kids, local after-school clubs',
    productsServices: 'Live weekly science workshops, monthly home experiment kits and a progress portal for parents.',
    websiteUrl: 'https://www.sproutandstem.org',
    linkedInUrl: 'https://www.linkedin.com/company/sprout-and-stem-learning',
    twitterUrl: 'https://twitter.com/sproutandstem',
    facebookUrl: 'https://www.facebook.com/sproutandstem',
    instagramUrl: 'https://www.instagram.com/sproutandstem',
  },
  {
    name: 'Copper Kettle Roasters',
    industry: 'Food & Beverage',
    description:
      'A small-batch coffee roaster supplying fresh, ethically sourced beans to cafés and home brewers across Colorado.',
    competitors: 'Blue Bottle, Counter Culture, supermarket own brands',
    productsServices: 'Single-origin and blended coffee beans, a monthly subscription and wholesale supply for cafés.',
    websiteUrl: 'https://www.copperkettleroasters.com',
    linkedInUrl: 'https://www.linkedin.com/company/copper-kettle-roasters',
    twitterUrl: 'https://twitter.com/copperkettlecoffee',
    facebookUrl: 'https://www.facebook.com/copperkettleroasters',
    instagramUrl: 'https://www.instagram.com/copperkettleroasters',
  },
];
