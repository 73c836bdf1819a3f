//! Combinations of one player's chips (orthogonal only): lines of 2 to 5 in a row or
//! column, the 2×2 cluster and the spiral (a centre with all of its own orthogonal
//! neighbours, at least 3) — which of them contain a given chip, and what each is worth.

use super::grid::{self, Cells, SIDE, bit, column, row};
use serde::{Deserialize, Serialize};

/// A combination, named as the notation names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Combo {
    /// A line by its end cells, `from` first in reading order.
    Line { from: u8, to: u8 },
    /// A cluster by its top-left cell.
    Cluster { top_left: u8 },
    /// A spiral by its centre; its arms are all the owner's chips beside the centre.
    Spiral { centre: u8 },
}

/// Which once-per-game combinations and rewards a player has used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Spent {
    /// The line of 2.
    pub line2: bool,
    pub cluster: bool,
    /// The quiet move's token (used by the first quiet move).
    pub quiet: bool,
}

/// A combination a player can activate, with its cells and value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Activation {
    pub combo: Combo,
    pub cells: Cells,
    pub points: u8,
}

impl Activation {
    /// A spiral always collapses.
    pub fn is_spiral(&self) -> bool {
        matches!(self.combo, Combo::Spiral { .. })
    }

    pub fn is_cluster(&self) -> bool {
        matches!(self.combo, Combo::Cluster { .. })
    }

    pub fn is_line2(&self) -> bool {
        matches!(self.combo, Combo::Line { .. }) && self.cells.count_ones() == 2
    }
}

/// Points for a line of `length` chips: 3, 6, 9, 12 for 2 to 5.
pub fn line_points(length: u32) -> u8 {
    3 * (length as u8 - 1)
}

/// Points for a cluster.
pub const CLUSTER_POINTS: u8 = 7;

/// Every combination of the chips `own` that contains `chip`, leaving out the
/// once-per-game ones already spent.
pub fn containing(own: Cells, chip: usize, spent: Spent) -> Vec<Activation> {
    let mut out = Vec::new();
    lines(own, chip, spent, &mut out);
    if !spent.cluster {
        clusters(own, chip, &mut out);
    }
    spirals(own, chip, &mut out);
    out
}

/// The combination `combo` of the chips `own`, if it is one and contains `chip`.
pub fn find(own: Cells, chip: usize, spent: Spent, combo: Combo) -> Option<Activation> {
    containing(own, chip, spent)
        .into_iter()
        .find(|a| a.combo == combo)
}

/// The run of own chips through `chip` along one direction: its first and last cell.
fn run(own: Cells, chip: usize, step: usize) -> (usize, usize) {
    let along = |c: usize| if step == 1 { column(c) } else { row(c) };
    let (mut first, mut last) = (chip, chip);
    while along(first) > 0 && own & bit(first - step) != 0 {
        first -= step;
    }
    while along(last) + 1 < SIDE && own & bit(last + step) != 0 {
        last += step;
    }
    (first, last)
}

fn lines(own: Cells, chip: usize, spent: Spent, out: &mut Vec<Activation>) {
    for step in [1, SIDE] {
        let (first, last) = run(own, chip, step);
        for from in (first..=chip).step_by(step) {
            for to in (chip..=last).step_by(step) {
                let length = ((to - from) / step + 1) as u32;
                if !(2..=5).contains(&length) || (length == 2 && spent.line2) {
                    continue;
                }
                out.push(Activation {
                    combo: Combo::Line {
                        from: from as u8,
                        to: to as u8,
                    },
                    cells: grid::segment(from, to).expect("a straight run"),
                    points: line_points(length),
                });
            }
        }
    }
}

fn clusters(own: Cells, chip: usize, out: &mut Vec<Activation>) {
    let corners = [
        Some(chip),
        chip.checked_sub(1),
        chip.checked_sub(SIDE),
        chip.checked_sub(SIDE + 1),
    ];
    for top_left in corners.into_iter().flatten() {
        let Some(cells) = grid::square(top_left) else {
            continue;
        };
        if cells & bit(chip) != 0 && cells & own == cells {
            out.push(Activation {
                combo: Combo::Cluster {
                    top_left: top_left as u8,
                },
                cells,
                points: CLUSTER_POINTS,
            });
        }
    }
}

/// The spiral centred on `centre` among the chips `own`, if it has at least 3 arms.
pub fn spiral(own: Cells, centre: usize) -> Option<Activation> {
    let arms = grid::beside(centre) & own;
    (own & bit(centre) != 0 && arms.count_ones() >= 3).then(|| Activation {
        combo: Combo::Spiral {
            centre: centre as u8,
        },
        cells: arms | bit(centre),
        points: 1 + arms.count_ones() as u8,
    })
}

fn spirals(own: Cells, chip: usize, out: &mut Vec<Activation>) {
    let centres = bit(chip) | (grid::beside(chip) & own);
    out.extend(grid::cells(centres).filter_map(|centre| spiral(own, centre)));
}

/// Why `combo` is not one of the chips `own` with `chip` in it, as the tail of a refusal
/// (`": e4 is not theirs"`, `": b1 is empty"`): the combination's cells that are empty (of
/// the cells `occupied`), or another player's, a spiral's arms too few, or the chip outside
/// it; nothing when the combination is not drawn right (a line not straight or too long,
/// whose words say so).
pub fn why_not((own, occupied): (Cells, Cells), chip: usize, combo: Combo) -> String {
    let cells = match combo {
        Combo::Line { from, to } => grid::segment(from as usize, to as usize),
        Combo::Cluster { top_left } => grid::square(top_left as usize),
        Combo::Spiral { centre } => Some(bit(centre as usize)),
    };
    let Some(cells) = cells else {
        return String::new();
    };
    let theirs = |set: Cells, one: &str, more: &str| match set.count_ones() {
        1 => format!(": {} {one}", grid::names(set)),
        _ => format!(": {} {more}", grid::names(set)),
    };
    if cells & !occupied != 0 {
        return theirs(cells & !occupied, "is empty", "are empty");
    }
    if cells & !own != 0 {
        return theirs(cells & !own, "is not theirs", "are not theirs");
    }
    if let Combo::Spiral { centre } = combo {
        let arms = grid::beside(centre as usize) & own;
        if arms.count_ones() < 3 {
            let centre = grid::name(centre as usize);
            return format!(
                ": {centre} has {} of their chips beside it (left, right, above, below), a \
                 spiral needs 3",
                arms.count_ones()
            );
        }
        if (arms | cells) & bit(chip) == 0 {
            return format!(": {} is not beside its centre", grid::name(chip));
        }
        return String::new();
    }
    match cells & bit(chip) {
        0 => format!(": {} is not in it", grid::name(chip)),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &str) -> Cells {
        names.split(' ').map(|n| bit(grid::parse(n).unwrap())).sum()
    }

    fn at(name: &str) -> usize {
        grid::parse(name).unwrap()
    }

    #[test]
    fn a_run_of_six_holds_every_line_through_the_chip() {
        // c1 in a1..f1: lines from a1, b1 or c1 to c1..f1 of length 2 to 5.
        let own = set("a1 b1 c1 d1 e1 f1");
        let found = containing(own, at("c1"), Spent::default());
        let mut lengths: Vec<u32> = found.iter().map(|a| a.cells.count_ones()).collect();
        lengths.sort_unstable();
        // from a1: to c1 (3), d1 (4), e1 (5); from b1: c1 (2), d1, e1, f1 (3, 4, 5);
        // from c1: d1 (2), e1 (3), f1 (4).
        assert_eq!(lengths, vec![2, 2, 3, 3, 3, 4, 4, 4, 5, 5]);
        let spent = Spent {
            line2: true,
            ..Spent::default()
        };
        assert_eq!(containing(own, at("c1"), spent).len(), 8);
    }

    #[test]
    fn points_are_the_table_of_the_rules() {
        assert_eq!([2, 3, 4, 5].map(line_points), [3, 6, 9, 12]);
        let cluster = find(
            set("b2 c2 b3 c3"),
            at("c3"),
            Spent::default(),
            Combo::Cluster {
                top_left: at("b2") as u8,
            },
        );
        assert_eq!(cluster.map(|a| a.points), Some(7));
    }

    #[test]
    fn a_spiral_is_its_centre_with_all_its_arms() {
        // T shape: c3 with b3, d3, c2 → 4 chips, 4 points; with c4 too → 5 chips, 5 points.
        let t = set("c3 b3 d3 c2");
        let found = spiral(t, at("c3")).unwrap();
        assert_eq!((found.cells.count_ones(), found.points), (4, 4));
        let plus = t | set("c4");
        assert_eq!(spiral(plus, at("c3")).map(|a| a.points), Some(5));
        // Placed as an arm, the chip finds the spiral through its centre.
        let through_arm = containing(plus, at("c4"), Spent::default());
        assert!(through_arm.iter().any(|a| a.combo
            == Combo::Spiral {
                centre: at("c3") as u8
            }));
        // Two arms are no spiral.
        assert_eq!(spiral(set("c3 b3 d3"), at("c3")), None);
    }

    #[test]
    fn a_cluster_must_contain_the_chip_and_be_unspent() {
        let own = set("a1 b1 a2 b2");
        assert_eq!(
            containing(own, at("a1"), Spent::default())
                .iter()
                .filter(|a| a.is_cluster())
                .count(),
            1
        );
        let spent = Spent {
            cluster: true,
            ..Spent::default()
        };
        assert!(
            containing(own, at("a1"), spent)
                .iter()
                .all(|a| !a.is_cluster())
        );
    }
}
