//! The size of a YAML document with its aliases expanded, counted before it is read into
//! anything: a few lines of anchors (`&a`) and aliases (`*a`) can stand for billions of
//! nodes ("billion laughs"). The library stops nested aliases only after a hundred times
//! the document's events, and not one large anchor used many times (300,000 aliases of a
//! 300,000-item list took 4.5 GB before it was killed), so the expanded document is walked
//! once with a budget and refused when it overdraws.

use super::YamlError;
use serde::Deserializer;
use serde::de::{self, DeserializeSeed, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor};
use std::cell::Cell;
use std::fmt;

/// Units of the budget a document gets beyond twice its length (a node costs one unit and
/// a scalar one more per byte), so small files may use aliases freely.
const ALLOWANCE: u64 = 1 << 20;

/// Refuses text that, aliases expanded, costs more than twice its length plus
/// [`ALLOWANCE`]; without aliases a document never does.
pub fn check(text: &str) -> Result<(), YamlError> {
    // Walked even without a `*` (no alias): the walk meets a syntax error before the typed
    // reading stops at a type error, and names the real fault.
    let left = Cell::new(2 * text.len() as u64 + ALLOWANCE);
    for document in serde_yaml::Deserializer::from_str(text) {
        Budget { left: &left }
            .deserialize(document)
            .map_err(|e| match e.to_string() {
                // The library's own limit on nested aliases, in its words.
                m if m.contains(OVERDRAWN) || m.contains("repetition limit exceeded") => {
                    YamlError::AliasBomb
                }
                _ => super::naming_a_tab(e, text),
            })?;
    }
    Ok(())
}

/// The message of an overdrawn budget, recognised when it comes back.
const OVERDRAWN: &str = "expanded size over budget";

/// Walks any node, spending from `left`.
#[derive(Clone, Copy)]
struct Budget<'a> {
    left: &'a Cell<u64>,
}

impl Budget<'_> {
    fn spend<E: de::Error>(self, units: usize) -> Result<(), E> {
        match self.left.get().checked_sub(units as u64 + 1) {
            Some(left) => {
                self.left.set(left);
                Ok(())
            }
            None => Err(E::custom(OVERDRAWN)),
        }
    }
}

impl<'de> DeserializeSeed<'de> for Budget<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Budget<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML node")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.spend(0)
    }

    // Integers past 64 bits are counted here and refused by the field that reads them,
    // which can say what it expected.
    fn visit_i128<E: de::Error>(self, _: i128) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_u128<E: de::Error>(self, _: u128) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<(), E> {
        self.spend(text.len())
    }

    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.spend(0)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        self.spend(0)?;
        deserializer.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.spend(0)?;
        while seq.next_element_seed(self)?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.spend(0)?;
        while map.next_key_seed(self)?.is_some() {
            map.next_value_seed(self)?;
        }
        Ok(())
    }

    /// A tagged node (`!tag value`): the tag, then the value.
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<(), A::Error> {
        let ((), variant) = data.variant_seed(self)?;
        variant.newtype_variant_seed(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bomb(levels: usize) -> String {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..=levels {
            let aliases = vec![format!("*a{}", i - 1); 10].join(", ");
            text += &format!("a{i}: &a{i} [{aliases}]\n");
        }
        text
    }

    #[test]
    fn a_nested_alias_bomb_is_refused() {
        assert!(matches!(check(&bomb(9)), Err(YamlError::AliasBomb)));
    }

    #[test]
    fn one_large_anchor_used_many_times_is_refused() {
        let items = vec!["1"; 100_000].join(",");
        let aliases = vec!["*a"; 100_000].join(",");
        let text = format!("a: &a [{items}]\nb: [{aliases}]\n");
        assert!(matches!(check(&text), Err(YamlError::AliasBomb)));
    }

    #[test]
    fn documents_without_or_with_few_aliases_pass() {
        assert!(check(&bomb(3)).is_ok());
        assert!(check("name: x\nlist: [1, 2.5, true, ~, 'q']\nmap: {a: !t 1}\n").is_ok());
        let many = "- 1\n".repeat(200_000);
        assert!(check(&many).is_ok());
    }
}
