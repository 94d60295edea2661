use serde::Serialize;
use utoipa::ToSchema;

/// A user's role: `user` (the default) or `admin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema, sqlx::Type)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum Role {
    User,
    Admin,
}

impl Role {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "user" => Ok(Self::User),
            "admin" => Ok(Self::Admin),
            _ => Err("Role must be user or admin."),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::User => "user",
            Self::Admin => "admin",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Role;

    #[test]
    fn only_the_two_roles_parse() {
        assert_eq!(Role::parse("admin"), Ok(Role::Admin));
        assert_eq!(Role::parse("user").unwrap().as_str(), "user");
        for raw in ["", "Admin", " admin", "owner"] {
            assert!(Role::parse(raw).is_err(), "{raw:?}");
        }
    }
}
