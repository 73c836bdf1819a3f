//! An exact-cover problem as plain data: items with their kind (primary, secondary, or
//! counted with bounds) and options (sets of items). Solvers are built from it.

/// Index of an item in a [`Problem`].
pub type ItemId = usize;
/// Index of an option in a [`Problem`].
pub type OptionId = usize;

/// How often the options of a solution may use an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// Exactly once.
    Primary,
    /// At most once.
    Secondary,
    /// Between `min` and `max` times (Knuth's multiplicities): "the supply holds `max`
    /// pieces of this kind". Solutions are sets of options, so `k` interchangeable copies
    /// never multiply the count by `k!`.
    Counted { min: u32, max: u32 },
}

/// Why an item or option was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    #[error("an option must contain at least one item")]
    EmptyOption,
    #[error("option uses item {0} twice")]
    RepeatedItem(ItemId),
    #[error("option has no primary item (every option must cover at least one)")]
    NoPrimaryItem,
    #[error("item {0} does not exist")]
    UnknownItem(ItemId),
    #[error("item bounds {min}..={max} are empty")]
    EmptyBounds { min: u32, max: u32 },
}

/// Items and options of an exact-cover problem.
#[derive(Clone, Debug, Default)]
pub struct Problem {
    items: Vec<ItemKind>,
    options: Vec<Vec<ItemId>>,
}

impl Problem {
    /// An empty problem.
    pub fn new() -> Problem {
        Problem::default()
    }

    /// Adds an item that must be covered exactly once.
    pub fn add_primary(&mut self) -> ItemId {
        self.push_item(ItemKind::Primary)
    }

    /// Adds an item that may be covered at most once.
    pub fn add_secondary(&mut self) -> ItemId {
        self.push_item(ItemKind::Secondary)
    }

    /// Adds an item that solutions use between `min` and `max` times.
    /// Bounds `1..=1` give a primary item and `0..=1` a secondary one.
    pub fn add_counted(&mut self, min: u32, max: u32) -> Result<ItemId, ProblemError> {
        match (min, max) {
            _ if min > max => Err(ProblemError::EmptyBounds { min, max }),
            (1, 1) => Ok(self.add_primary()),
            (0, 1) => Ok(self.add_secondary()),
            _ => Ok(self.push_item(ItemKind::Counted { min, max })),
        }
    }

    fn push_item(&mut self, kind: ItemKind) -> ItemId {
        self.items.push(kind);
        self.items.len() - 1
    }

    /// Adds an option; it must name existing items, each once, at least one primary.
    pub fn add_option(&mut self, items: &[ItemId]) -> Result<OptionId, ProblemError> {
        if items.is_empty() {
            return Err(ProblemError::EmptyOption);
        }
        let mut seen = std::collections::HashSet::new();
        for &item in items {
            if item >= self.items.len() {
                return Err(ProblemError::UnknownItem(item));
            }
            if !seen.insert(item) {
                return Err(ProblemError::RepeatedItem(item));
            }
        }
        if !items.iter().any(|&i| self.items[i] == ItemKind::Primary) {
            return Err(ProblemError::NoPrimaryItem);
        }
        self.options.push(items.to_vec());
        Ok(self.options.len() - 1)
    }

    /// The kinds of all items, by id.
    pub fn items(&self) -> &[ItemKind] {
        &self.items
    }

    /// The options, by id.
    pub fn options(&self) -> &[Vec<ItemId>] {
        &self.options
    }

    /// Whether a set of options is a solution: every primary item exactly once, every
    /// secondary item at most once, every counted item within its bounds.
    pub fn is_solution(&self, chosen: &[OptionId]) -> bool {
        let mut uses = vec![0u32; self.items.len()];
        for &option in chosen {
            let Some(items) = self.options.get(option) else {
                return false;
            };
            items.iter().for_each(|&i| uses[i] += 1);
        }
        self.items.iter().zip(&uses).all(|(kind, &n)| match *kind {
            ItemKind::Primary => n == 1,
            ItemKind::Secondary => n <= 1,
            ItemKind::Counted { min, max } => (min..=max).contains(&n),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_validated() {
        let mut p = Problem::new();
        let a = p.add_primary();
        let b = p.add_secondary();
        assert_eq!(p.add_option(&[]), Err(ProblemError::EmptyOption));
        assert_eq!(p.add_option(&[a, a]), Err(ProblemError::RepeatedItem(a)));
        assert_eq!(p.add_option(&[b]), Err(ProblemError::NoPrimaryItem));
        assert_eq!(p.add_option(&[7]), Err(ProblemError::UnknownItem(7)));
        assert_eq!(p.add_option(&[a, b]), Ok(0));
        assert_eq!(
            p.add_counted(3, 2),
            Err(ProblemError::EmptyBounds { min: 3, max: 2 })
        );
    }

    #[test]
    fn is_solution_checks_every_bound() {
        let mut p = Problem::new();
        let a = p.add_primary();
        let b = p.add_primary();
        let k = p.add_counted(1, 2).unwrap();
        let o1 = p.add_option(&[a, k]).unwrap();
        let o2 = p.add_option(&[b, k]).unwrap();
        let o3 = p.add_option(&[a, b]).unwrap();
        assert!(p.is_solution(&[o1, o2]));
        assert!(!p.is_solution(&[o3]), "k needs at least one use");
        assert!(!p.is_solution(&[o1, o3]), "a twice");
    }
}
