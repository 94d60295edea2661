//! The app's five sample companies (`web/src/features/companies/sample-companies.ts`,
//! the profile form's sample-data button), for the writers' tests and benchmarks.
//! Addresses are `.example` ones: fixtures never point at real sites.

use chrono::DateTime;

use crate::companies::Company;

/// A sample company's profile fields.
pub struct SampleCompany {
    pub name: &'static str,
    pub industry: &'static str,
    pub description: &'static str,
    pub competitors: &'static str,
    pub products_services: &'static str,
    /// The web address's host name, under `.example`.
    pub domain: &'static str,
}

impl SampleCompany {
    /// As a stored company of a fixed owner.
    pub fn company(&self, id: i64) -> Company {
        let at = DateTime::UNIX_EPOCH;
        let url = |site: &str| format!("https://{site}/{}", self.domain.trim_end_matches(".example"));
        Company {
            id,
            name: self.name.to_owned(),
            description: self.description.to_owned(),
            industry: self.industry.to_owned(),
            competitors: self.competitors.to_owned(),
            products_services: self.products_services.to_owned(),
            website_url: format!("https://www.{}", self.domain),
            linkedin_url: url("linkedin.example/company"),
            twitter_url: url("twitter.example"),
            facebook_url: url("facebook.example"),
            instagram_url: url("instagram.example"),
            user_id: "sample-owner".to_owned(),
            created_at: at,
            updated_at: at,
        }
    }
}

pub const SAMPLE_COMPANIES: [SampleCompany; 5] = [
    SampleCompany {
        name: "Northwind Analytics",
        industry: "Technology",
        description: "Northwind Analytics builds sales dashboards that show small online shops which products sell, \
                      to whom, and why.",
        competitors: "Shopify Analytics, Glew, Metorik",
        products_services: "Sales dashboards, customer cohort reports and weekly profit forecasts for e-commerce \
                            stores.",
        domain: "northwindanalytics.example",
    },
    SampleCompany {
        name: "Harbor Family Dental",
        industry: "Healthcare",
        description: "A family dental practice in Portland offering gentle check-ups, cleanings and same-day \
                      emergency care for all ages.",
        competitors: "Aspen Dental, Pacific Smiles, independent neighbourhood dentists",
        products_services: "Check-ups and cleanings, teeth whitening, clear aligners and same-day emergency \
                            appointments.",
        domain: "harborfamilydental.example",
    },
    SampleCompany {
        name: "Ledgerline",
        industry: "Finance",
        description: "Ledgerline is bookkeeping software that turns freelancers' bank transactions into tax-ready \
                      records automatically.",
        competitors: "QuickBooks Self-Employed, FreshBooks, Xero",
        products_services: "Automatic expense categories, quarterly tax estimates, invoicing and year-end reports.",
        domain: "ledgerline.example",
    },
    SampleCompany {
        name: "Sprout & Stem Learning",
        industry: "Education",
        description: "Online science workshops for children aged 8 to 12, taught live in small groups by working \
                      scientists.",
        competitors: "Outschool, Khan Academy Kids, local after-school clubs",
        products_services: "Live weekly science workshops, monthly home experiment kits and a progress portal for \
                            parents.",
        domain: "sproutandstem.example",
    },
    SampleCompany {
        name: "Copper Kettle Roasters",
        industry: "Food & Beverage",
        description: "A small-batch coffee roaster supplying fresh, ethically sourced beans to cafés and home \
                      brewers across Colorado.",
        competitors: "Blue Bottle, Counter Culture, supermarket own brands",
        products_services: "Single-origin and blended coffee beans, a monthly subscription and wholesale supply for \
                            cafés.",
        domain: "copperkettleroasters.example",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The app's list and this one say the same (addresses aside).
    #[test]
    fn the_fixtures_are_the_apps_sample_companies() {
        let app = include_str!("../../../web/src/features/companies/sample-companies.ts");
        let unwrapped = app.split_whitespace().collect::<Vec<_>>().join(" ");
        for sample in &SAMPLE_COMPANIES {
            for field in [
                sample.name,
                sample.industry,
                sample.description,
                sample.competitors,
                sample.products_services,
            ] {
                let field = field.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(unwrapped.contains(&field), "{field}");
            }
            let company = sample.company(1);
            assert!(company.website_url.ends_with(".example"), "{}", company.website_url);
        }
        assert_eq!(app.matches("name: '").count(), SAMPLE_COMPANIES.len());
    }
}
