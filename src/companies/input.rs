//! The body of `POST` and `PUT /api/companies...`, and its validation.
//!
//! Field names are the spec's (camelCase, `linkedInUrl`); every rule of the
//! spec's company form is checked here with its message, in the form's order.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    domain::{CompanyDescription, CompanyName, Competitors, HttpUrl, Industry, ProductsServices},
    error::{AppError, FieldErrors},
};

/// A company's fields as sent. Unknown fields (such as the app's `userId`, or
/// `id` and `createdAt` when it sends a whole company back) are ignored.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyRequest {
    /// 2 to 100 characters.
    #[schema(min_length = 2, max_length = 100, pattern = r"\S", example = "Acme Analytics")]
    name: Option<String>,
    /// One of: Technology, Healthcare, Finance, Education, Retail, Manufacturing,
    /// Entertainment, Food & Beverage, Transportation, Real Estate, Energy, Other.
    #[schema(example = "Technology")]
    industry: Option<String>,
    /// 10 to 2000 characters.
    #[schema(
        min_length = 10,
        max_length = 2000,
        example = "Dashboards that tell small shops what sells and why."
    )]
    description: Option<String>,
    /// Optional, at most 1000 characters.
    competitors: Option<String>,
    /// Optional; when given 10 to 2000 characters.
    products_services: Option<String>,
    /// Optional http(s) URL, at most 2048 characters (the same for the other URLs).
    #[schema(example = "https://acme.example")]
    website_url: Option<String>,
    #[serde(rename = "linkedInUrl")]
    #[schema(rename = "linkedInUrl")]
    linkedin_url: Option<String>,
    twitter_url: Option<String>,
    facebook_url: Option<String>,
    instagram_url: Option<String>,
}

/// The five optional addresses, in the form's order.
#[derive(Debug, Default)]
pub struct Links<T> {
    pub website: T,
    pub linkedin: T,
    pub twitter: T,
    pub facebook: T,
    pub instagram: T,
}

/// Collects the messages of the fields that fail, in the order checked.
#[derive(Default)]
struct Checker(FieldErrors);

impl Checker {
    /// Parses `raw` when given, recording its message under `field` when it fails.
    fn field<T>(
        &mut self,
        field: &'static str,
        raw: Option<&str>,
        parse: fn(&str) -> Result<T, &'static str>,
    ) -> Option<T> {
        parse(raw?).map_err(|message| self.0.add(field, message)).ok()
    }
}

/// Every field that was given, parsed; the errors of those that failed.
struct Checked {
    name: Option<CompanyName>,
    industry: Option<Industry>,
    description: Option<CompanyDescription>,
    competitors: Option<Competitors>,
    products_services: Option<ProductsServices>,
    links: Links<Option<HttpUrl>>,
}

impl Checked {
    /// `required`: absent name, industry and description count as empty (create);
    /// otherwise an absent field is left alone (update).
    fn run(request: CompanyRequest, required: bool) -> Result<Self, AppError> {
        let mut c = Checker::default();
        let need = |value: Option<String>| {
            if required {
                Some(value.unwrap_or_default())
            } else {
                value
            }
        };
        let (name, industry, description) = (need(request.name), need(request.industry), need(request.description));
        let checked = Self {
            name: c.field("name", name.as_deref(), CompanyName::parse),
            industry: c.field("industry", industry.as_deref(), Industry::parse),
            description: c.field("description", description.as_deref(), CompanyDescription::parse),
            competitors: c.field("competitors", request.competitors.as_deref(), Competitors::parse),
            products_services: c.field(
                "productsServices",
                request.products_services.as_deref(),
                ProductsServices::parse,
            ),
            links: Links {
                website: c.field("websiteUrl", request.website_url.as_deref(), HttpUrl::parse),
                linkedin: c.field("linkedInUrl", request.linkedin_url.as_deref(), HttpUrl::parse),
                twitter: c.field("twitterUrl", request.twitter_url.as_deref(), HttpUrl::parse),
                facebook: c.field("facebookUrl", request.facebook_url.as_deref(), HttpUrl::parse),
                instagram: c.field("instagramUrl", request.instagram_url.as_deref(), HttpUrl::parse),
            },
        };
        c.0.into_result().map(|()| checked)
    }
}

/// A valid new company. `null` or a missing optional field is stored as `""`.
#[derive(Debug)]
pub struct NewCompany {
    pub name: CompanyName,
    pub industry: Industry,
    pub description: CompanyDescription,
    pub competitors: Competitors,
    pub products_services: ProductsServices,
    pub links: Links<HttpUrl>,
}

impl TryFrom<CompanyRequest> for NewCompany {
    type Error = AppError;

    fn try_from(request: CompanyRequest) -> Result<Self, AppError> {
        let c = Checked::run(request, true)?;
        // Required fields were checked as given (absent meant empty), so all are here.
        let (Some(name), Some(industry), Some(description)) = (c.name, c.industry, c.description) else {
            return Err(AppError::Internal(anyhow::anyhow!(
                "a required company field went missing"
            )));
        };
        Ok(Self {
            name,
            industry,
            description,
            competitors: c.competitors.unwrap_or_default(),
            products_services: c.products_services.unwrap_or_default(),
            links: Links {
                website: c.links.website.unwrap_or_default(),
                linkedin: c.links.linkedin.unwrap_or_default(),
                twitter: c.links.twitter.unwrap_or_default(),
                facebook: c.links.facebook.unwrap_or_default(),
                instagram: c.links.instagram.unwrap_or_default(),
            },
        })
    }
}

/// Valid changes: `None` keeps the stored value.
#[derive(Debug)]
pub struct CompanyUpdate {
    pub name: Option<CompanyName>,
    pub industry: Option<Industry>,
    pub description: Option<CompanyDescription>,
    pub competitors: Option<Competitors>,
    pub products_services: Option<ProductsServices>,
    pub links: Links<Option<HttpUrl>>,
}

impl TryFrom<CompanyRequest> for CompanyUpdate {
    type Error = AppError;

    fn try_from(request: CompanyRequest) -> Result<Self, AppError> {
        let c = Checked::run(request, false)?;
        Ok(Self {
            name: c.name,
            industry: c.industry,
            description: c.description,
            competitors: c.competitors,
            products_services: c.products_services,
            links: c.links,
        })
    }
}
