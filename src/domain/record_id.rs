/// A row id as a path or query names it: a positive whole number written the
/// one canonical way (digits only, no sign, no leading zero), so `+1`, `01` or
/// `1.0` never reach row 1 and every id has exactly one URL. `None` names no row.
pub fn parse_record_id(raw: &str) -> Option<i64> {
    let canonical = !raw.is_empty() && raw.bytes().all(|b| b.is_ascii_digit()) && !raw.starts_with('0');
    raw.parse().ok().filter(|_| canonical)
}

#[cfg(test)]
mod tests {
    use super::parse_record_id;

    #[test]
    fn only_canonical_numbers_are_ids() {
        assert_eq!(parse_record_id("1"), Some(1));
        assert_eq!(parse_record_id("9223372036854775807"), Some(i64::MAX));
        for raw in [
            "",
            "0",
            "01",
            "+1",
            "-1",
            " 1",
            "1.0",
            "1e3",
            "9223372036854775808",
            "%31",
        ] {
            assert_eq!(parse_record_id(raw), None, "{raw:?}");
        }
    }
}
