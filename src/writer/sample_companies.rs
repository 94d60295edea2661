//! The app's five sample companies, read from the file the profile form's
//! sample-data button reads (`web/src/features/companies/sample-companies.json`),
//! for the writers' tests and benchmarks.

use std::sync::LazyLock;

use super::CompanyProfile;

static SAMPLE_COMPANIES: LazyLock<Vec<CompanyProfile>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../web/src/features/companies/sample-companies.json"))
        .expect("sample-companies.json is a list of company profiles")
});

/// The sample companies, in the app's order.
pub fn sample_companies() -> &'static [CompanyProfile] {
    &SAMPLE_COMPANIES
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{CompanyDescription, CompanyName, Industry};

    /// The file holds valid profiles, so the writers are tested on what users can save.
    #[test]
    fn the_sample_companies_are_valid_profiles() {
        assert_eq!(sample_companies().len(), 5);
        for company in sample_companies() {
            assert!(CompanyName::parse(&company.name).is_ok(), "{}", company.name);
            assert!(Industry::parse(&company.industry).is_ok(), "{}", company.industry);
            assert!(
                CompanyDescription::parse(&company.description).is_ok(),
                "{}",
                company.name
            );
            assert!(!company.products_services.is_empty() && !company.website_url.is_empty());
        }
    }
}
