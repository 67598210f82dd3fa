//! The UCI options the engine offers, in one table: `uci` declares each
//! option from it and `setoption` checks each value against it, so what
//! the engine announces and what it accepts cannot drift apart.
//!
//! ```
//! use ferrochess::engine::uci_options::{find, OptionId, OptionValue};
//!
//! let multi_pv = find("multipv").unwrap();
//! assert_eq!(multi_pv.id, OptionId::MultiPv);
//! assert_eq!(multi_pv.declaration(), "option name MultiPV type spin default 1 min 1 max 32");
//! assert_eq!(multi_pv.parse("3"), Ok(OptionValue::Number(3)));
//! assert_eq!(multi_pv.parse("0").unwrap_err(), "MultiPV must be 1 to 32");
//! ```

use crate::engine::eval::Evaluator;
use crate::engine::search::levels::LEVELS;
use crate::engine::search::strength::{elo_range, MAX_SKILL};
use crate::engine::search::{max_threads, Algorithm, DEFAULT_HASH_MB, MAX_HASH_MB, MAX_MULTI_PV};

/// Which option (what `setoption` changes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionId {
    Hash,
    Threads,
    Evaluator,
    Algorithm,
    Level,
    LimitStrength,
    Elo,
    Skill,
    OwnBook,
    MultiPv,
    Chess960,
    ShowWdl,
    AnalyseMode,
    Opponent,
}

/// An option's type, default and allowed values, as UCI declares them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number from `min` to `max`.
    Spin { default: u64, min: u64, max: u64 },
    /// true or false.
    Check { default: bool },
    /// One of `values`.
    Combo {
        default: &'static str,
        values: Vec<&'static str>,
    },
    /// Any text (UCI's `string`; `<empty>` declares an empty default).
    Text,
}

/// A value `setoption` gave, checked against its option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Number(u64),
    Flag(bool),
    Choice(String),
}

/// One option: what it changes, its UCI name and its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciOption {
    pub id: OptionId,
    pub name: &'static str,
    pub kind: OptionKind,
}

/// `UCI_Elo`'s default: the middle of the range, to the hundred.
pub fn default_elo() -> u32 {
    let (low, high) = elo_range();
    ((low + high) / 200 * 100).clamp(low, high)
}

/// Every option, in the order `uci` declares them.
pub fn options() -> Vec<UciOption> {
    let spin = |id, name, default: u64, min: u64, max: u64| UciOption {
        id,
        name,
        kind: OptionKind::Spin { default, min, max },
    };
    let check = |id, name| UciOption {
        id,
        name,
        kind: OptionKind::Check { default: false },
    };
    let (low, high) = elo_range();
    let max_skill = MAX_SKILL as u64;
    vec![
        spin(
            OptionId::Hash,
            "Hash",
            DEFAULT_HASH_MB as u64,
            1,
            MAX_HASH_MB as u64,
        ),
        spin(OptionId::Threads, "Threads", 1, 1, max_threads() as u64),
        UciOption {
            id: OptionId::Evaluator,
            name: "Evaluator",
            kind: OptionKind::Combo {
                default: Evaluator::DEFAULT.name(),
                values: Evaluator::ALL.iter().map(|e| e.name()).collect(),
            },
        },
        UciOption {
            id: OptionId::Algorithm,
            name: "Algorithm",
            kind: OptionKind::Combo {
                default: Algorithm::Default.name(),
                values: Algorithm::ALL.iter().map(|a| a.name()).collect(),
            },
        },
        spin(OptionId::Level, "Level", 0, 0, LEVELS.len() as u64),
        check(OptionId::LimitStrength, "UCI_LimitStrength"),
        spin(
            OptionId::Elo,
            "UCI_Elo",
            u64::from(default_elo()),
            u64::from(low),
            u64::from(high),
        ),
        spin(OptionId::Skill, "Skill", max_skill, 0, max_skill),
        check(OptionId::OwnBook, "OwnBook"),
        spin(OptionId::MultiPv, "MultiPV", 1, 1, u64::from(MAX_MULTI_PV)),
        check(OptionId::Chess960, "UCI_Chess960"),
        check(OptionId::ShowWdl, "UCI_ShowWDL"),
        check(OptionId::AnalyseMode, "UCI_AnalyseMode"),
        UciOption {
            id: OptionId::Opponent,
            name: "UCI_Opponent",
            kind: OptionKind::Text,
        },
    ]
}

/// The option named `name` (UCI names are case-insensitive).
pub fn find(name: &str) -> Option<UciOption> {
    options()
        .into_iter()
        .find(|option| option.name.eq_ignore_ascii_case(name))
}

impl UciOption {
    /// The option's line in the answer to `uci`.
    pub fn declaration(&self) -> String {
        let name = self.name;
        match &self.kind {
            OptionKind::Spin { default, min, max } => {
                format!("option name {name} type spin default {default} min {min} max {max}")
            }
            OptionKind::Check { default } => {
                format!("option name {name} type check default {default}")
            }
            OptionKind::Combo { default, values } => {
                let vars: Vec<String> = values.iter().map(|v| format!("var {v}")).collect();
                format!(
                    "option name {name} type combo default {default} {}",
                    vars.join(" ")
                )
            }
            OptionKind::Text => format!("option name {name} type string default <empty>"),
        }
    }

    /// `value` checked against the option, or why it is refused.
    pub fn parse(&self, value: &str) -> Result<OptionValue, String> {
        let name = self.name;
        match &self.kind {
            OptionKind::Spin { min, max, .. } => value
                .parse()
                .ok()
                .filter(|n| (min..=max).contains(&n))
                .map(OptionValue::Number)
                .ok_or_else(|| format!("{name} must be {min} to {max}")),
            OptionKind::Check { .. } => match value {
                "true" => Ok(OptionValue::Flag(true)),
                "false" => Ok(OptionValue::Flag(false)),
                _ => Err(format!("{name} must be true or false")),
            },
            OptionKind::Combo { values, .. } => values
                .iter()
                .find(|v| **v == value)
                .map(|v| OptionValue::Choice((*v).to_string()))
                .ok_or_else(|| {
                    format!(
                        "{name} must be one of {}, not {:?}",
                        values.join(", "),
                        value.chars().take(32).collect::<String>()
                    )
                }),
            OptionKind::Text => Ok(OptionValue::Choice(match value {
                "<empty>" => String::new(),
                text => text.chars().take(256).collect(),
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_default_is_accepted_by_its_own_option() {
        for option in options() {
            let default = match &option.kind {
                OptionKind::Spin { default, .. } => default.to_string(),
                OptionKind::Check { default } => default.to_string(),
                OptionKind::Combo { default, .. } => default.to_string(),
                OptionKind::Text => String::from("<empty>"),
            };
            assert!(option.parse(&default).is_ok(), "{}", option.declaration());
            assert_eq!(find(&option.name.to_ascii_uppercase()), Some(option));
        }
    }

    #[test]
    fn values_outside_an_option_are_refused_with_its_range() {
        let hash = find("Hash").unwrap();
        assert_eq!(
            hash.parse("0").unwrap_err(),
            format!("Hash must be 1 to {MAX_HASH_MB}")
        );
        assert!(hash.parse("x").is_err());
        assert_eq!(
            find("OwnBook").unwrap().parse("maybe").unwrap_err(),
            "OwnBook must be true or false"
        );
        assert!(find("Evaluator")
            .unwrap()
            .parse("magic")
            .unwrap_err()
            .starts_with("Evaluator must be one of "));
        assert_eq!(find("nonsense"), None);
    }
}
