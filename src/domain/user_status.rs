use serde::Serialize;
use utoipa::ToSchema;

/// A user's status: `waitlist` (the default), `active` or `inactive`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum UserStatus {
    Waitlist,
    Active,
    Inactive,
}

impl UserStatus {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "waitlist" => Ok(Self::Waitlist),
            "active" => Ok(Self::Active),
            "inactive" => Ok(Self::Inactive),
            _ => Err("Status must be active, waitlist or inactive."),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Waitlist => "waitlist",
            Self::Active => "active",
            Self::Inactive => "inactive",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::UserStatus;

    #[test]
    fn only_the_three_statuses_parse() {
        assert_eq!(UserStatus::parse("inactive"), Ok(UserStatus::Inactive));
        assert_eq!(UserStatus::parse("waitlist").unwrap().as_str(), "waitlist");
        for raw in ["", "Active", "approved", "deleted"] {
            assert!(UserStatus::parse(raw).is_err(), "{raw:?}");
        }
    }
}
