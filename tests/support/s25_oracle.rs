//! A naive oracle for Структура 25's shortest path to exactly 25, written from the rules
//! file alone and sharing no code with the library's rules (see
//! `tests/s25_path_oracle.rs`): a plain grid of booleans, combinations found by scanning
//! every segment, square and centre, and a depth-limited search over every move sequence.
//! It reads the library's plans in its own plain terms ([`OPlan`]); the test translates.

use std::collections::HashMap;

/// A move of a plan, in the oracle's terms: cells by number (row × 6 + column).
#[derive(Clone, Debug)]
pub enum OMove {
    Build(usize, usize),
    Quiet(usize),
    /// A chip, the combination named by its cells, and whether a token cancels the collapse.
    Activate {
        chip: usize,
        combo: OCombo,
        token: bool,
    },
    /// A move no plan should hold, as the library writes it.
    Other(String),
}

/// A combination as a plan names it: a line by its end cells (lowest first), a cluster by
/// its top-left cell, a spiral by its centre.
#[derive(Clone, Copy, Debug)]
pub enum OCombo {
    Line { from: usize, to: usize },
    Cluster { top_left: usize },
    Spiral { centre: usize },
}

/// A plan: a move and what follows it.
#[derive(Clone, Debug)]
pub struct OPlan {
    pub mv: OMove,
    pub next: ONext,
}

/// What follows a planned move: the win, the next turn, or the die's three outcomes.
#[derive(Clone, Debug)]
pub enum ONext {
    Won,
    Then(Box<OPlan>),
    Die(Vec<OBranch>),
}

/// One outcome of the die: its faces, the chips removed (bit `x` for cell `x`; `None` when
/// every chip goes), the plan after.
#[derive(Clone, Debug)]
pub struct OBranch {
    pub faces: (u8, u8),
    pub remove: Option<u64>,
    pub then: OPlan,
}
pub const N: usize = 6;
pub const CELLS: usize = 36;

// ---------------------------------------------------------------------------------------
// The oracle.
// ---------------------------------------------------------------------------------------

/// The player's side as the oracle sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Me {
    pub own: Vec<bool>,
    pub hand: u32,
    pub score: u32,
    pub held: u32,
    pub earned: u32,
    pub supply: u32,
    pub line2_spent: bool,
    pub cluster_spent: bool,
    pub quiet_spent: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Line(usize),
    Cluster,
    Spiral { centre: usize },
}

#[derive(Clone, Debug)]
pub struct Act {
    pub kind: Kind,
    pub cells: Vec<usize>,
    pub points: u32,
}

pub fn rc(cell: usize) -> (i32, i32) {
    ((cell / N) as i32, (cell % N) as i32)
}

pub fn at(r: i32, c: i32) -> Option<usize> {
    if (0..N as i32).contains(&r) && (0..N as i32).contains(&c) {
        Some(r as usize * N + c as usize)
    } else {
        None
    }
}

pub fn orthogonal(cell: usize) -> Vec<usize> {
    let (r, c) = rc(cell);
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .iter()
        .filter_map(|(dr, dc)| at(r + dr, c + dc))
        .collect()
}

pub fn touching(a: usize, b: usize) -> bool {
    let (ra, ca) = rc(a);
    let (rb, cb) = rc(b);
    (ra - rb).abs() <= 1 && (ca - cb).abs() <= 1
}

pub struct Oracle {
    pub blocked: Vec<bool>,
    pub allow_token: bool,
    pub allow_die: bool,
    pub memo: HashMap<(Me, u32), bool>,
}

impl Oracle {
    pub fn new(blocked: Vec<bool>) -> Oracle {
        Oracle {
            blocked,
            allow_token: true,
            allow_die: true,
            memo: HashMap::new(),
        }
    }

    pub fn empty(&self, me: &Me, cell: usize) -> bool {
        !self.blocked[cell] && !me.own[cell]
    }

    /// Every combination of the player's chips, with a chip just put on `cell`, that
    /// contains that chip (once-per-game ones already used left out).
    pub fn activations(&self, me: &Me, cell: usize) -> Vec<Act> {
        let mut own = me.own.clone();
        own[cell] = true;
        let mut out = Vec::new();
        let (r, c) = rc(cell);
        // Lines: every segment of 2..=5 cells through `cell` along a row or a column.
        for (dr, dc) in [(0, 1), (1, 0)] {
            for len in 2..=5i32 {
                for back in 0..len {
                    let cells: Option<Vec<usize>> = (0..len)
                        .map(|i| at(r + (i - back) * dr, c + (i - back) * dc))
                        .collect();
                    let Some(cells) = cells else { continue };
                    if cells.iter().all(|&x| own[x]) && !(len == 2 && me.line2_spent) {
                        out.push(Act {
                            kind: Kind::Line(len as usize),
                            cells,
                            points: 3 * (len as u32 - 1),
                        });
                    }
                }
            }
        }
        // Clusters: each 2×2 square holding `cell`.
        if !me.cluster_spent {
            for (tr, tc) in [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)] {
                let cells: Option<Vec<usize>> = [(0, 0), (0, 1), (1, 0), (1, 1)]
                    .iter()
                    .map(|(a, b)| at(tr + a, tc + b))
                    .collect();
                if let Some(cells) = cells
                    && cells.iter().all(|&x| own[x])
                {
                    out.push(Act {
                        kind: Kind::Cluster,
                        cells,
                        points: 7,
                    });
                }
            }
        }
        // Spirals: `cell` as the centre, or as an arm of an own neighbour as the centre.
        let mut centres = vec![cell];
        centres.extend(orthogonal(cell).into_iter().filter(|&x| own[x]));
        for centre in centres {
            let arms: Vec<usize> = orthogonal(centre).into_iter().filter(|&x| own[x]).collect();
            if arms.len() >= 3 {
                let mut cells = arms.clone();
                cells.push(centre);
                out.push(Act {
                    kind: Kind::Spiral { centre },
                    cells,
                    points: 1 + arms.len() as u32,
                });
            }
        }
        out
    }

    pub fn earn(me: &mut Me) {
        if me.supply > 0 && me.earned < 2 {
            me.supply -= 1;
            me.earned += 1;
            me.held += 1;
        }
    }

    pub fn place(me: &Me, cell: usize) -> Me {
        let mut next = me.clone();
        next.own[cell] = true;
        next.hand -= 1;
        next
    }

    pub fn quiet(me: &Me, cell: usize) -> Me {
        let mut next = Oracle::place(me, cell);
        if !next.quiet_spent {
            next.quiet_spent = true;
            Oracle::earn(&mut next);
        }
        next
    }

    /// After placing on `cell` and activating `act`: the new side (score already corrected
    /// when it collapses) and whether it collapses.
    pub fn activate(me: &Me, cell: usize, act: &Act) -> (Me, bool) {
        let mut next = Oracle::place(me, cell);
        next.score += act.points;
        match act.kind {
            Kind::Line(2) => next.line2_spent = true,
            Kind::Cluster => {
                next.cluster_spent = true;
                Oracle::earn(&mut next);
            }
            _ => {}
        }
        let collapse = matches!(act.kind, Kind::Spiral { .. }) || next.score > 25;
        if collapse {
            next.score = next.score.min(24);
        }
        (next, collapse)
    }

    /// The sides after the die takes `count` chips: every choice (one, with no choice,
    /// when all must go).
    pub fn removals(me: &Me, count: usize) -> Vec<Me> {
        let chips: Vec<usize> = (0..CELLS).filter(|&x| me.own[x]).collect();
        let mut out = Vec::new();
        if chips.len() <= count {
            let mut next = me.clone();
            for &x in &chips {
                next.own[x] = false;
            }
            next.hand += chips.len() as u32;
            out.push(next);
            return out;
        }
        fn choose(
            chips: &[usize],
            count: usize,
            from: usize,
            picked: &mut Vec<usize>,
            out: &mut Vec<Vec<usize>>,
        ) {
            if picked.len() == count {
                out.push(picked.clone());
                return;
            }
            for i in from..chips.len() {
                picked.push(chips[i]);
                choose(chips, count, i + 1, picked, out);
                picked.pop();
            }
        }
        let mut sets = Vec::new();
        choose(&chips, count, 0, &mut Vec::new(), &mut sets);
        for set in sets {
            let mut next = me.clone();
            for x in set {
                next.own[x] = false;
            }
            next.hand += count as u32;
            out.push(next);
        }
        out
    }

    /// After an uncancelled collapse (the collapse turn being one of `turns`): every outcome
    /// of the die has a removal from which 25 is reached in the turns left.
    pub fn die_holds(&mut self, me: &Me, turns: u32) -> bool {
        turns >= 2
            && (1..=3).all(|count| {
                Oracle::removals(me, count)
                    .into_iter()
                    .any(|next| self.wins(&next, turns - 1))
            })
    }

    /// Whether exactly 25 is reached within `turns` turns whatever the die shows.
    pub fn wins(&mut self, me: &Me, turns: u32) -> bool {
        // A score of 24 or more can never become exactly 25: every combination is worth at
        // least 3 and a collapse leaves at most 24.
        if turns == 0 || me.score >= 24 {
            return false;
        }
        let key = (me.clone(), turns);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let result = self.try_all(me, turns);
        self.memo.insert(key, result);
        result
    }

    pub fn try_all(&mut self, me: &Me, turns: u32) -> bool {
        let empties: Vec<usize> = (0..CELLS).filter(|&x| self.empty(me, x)).collect();
        if me.hand >= 1 {
            for &cell in &empties {
                for act in self.activations(me, cell) {
                    let (next, collapse) = Oracle::activate(me, cell, &act);
                    if !collapse {
                        if next.score == 25 || self.wins(&next, turns - 1) {
                            return true;
                        }
                        continue;
                    }
                    if self.allow_token && next.held > 0 {
                        let mut spent = next.clone();
                        spent.held -= 1;
                        if self.wins(&spent, turns - 1) {
                            return true;
                        }
                    }
                    if self.allow_die && self.die_holds(&next, turns) {
                        return true;
                    }
                }
                if self.wins(&Oracle::quiet(me, cell), turns - 1) {
                    return true;
                }
            }
        }
        if me.hand >= 2 {
            for (i, &a) in empties.iter().enumerate() {
                for &b in &empties[i + 1..] {
                    if !touching(a, b) {
                        let next = Oracle::place(&Oracle::place(me, a), b);
                        if self.wins(&next, turns - 1) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    /// The fewest turns (up to `limit`) to exactly 25, if any.
    pub fn fewest(&mut self, me: &Me, limit: u32) -> Option<u32> {
        (1..=limit).find(|&t| self.wins(me, t))
    }

    /// Replays the library's plan in the oracle: every move legal, every die outcome
    /// covered, every branch winning within `turns`.
    pub fn check_plan(&mut self, me: &Me, plan: &OPlan, turns: u32) -> Result<(), String> {
        if turns == 0 {
            return Err(format!("the plan goes past its turns at {:?}", plan.mv));
        }
        let then = |next: &ONext| match next {
            ONext::Then(p) => Ok::<OPlan, String>((**p).clone()),
            other => Err(format!(
                "{:?}: expected the next turn, got {other:?}",
                plan.mv
            )),
        };
        match plan.mv {
            OMove::Build(a, b) => {
                if me.hand < 2
                    || a == b
                    || !self.empty(me, a)
                    || !self.empty(me, b)
                    || touching(a, b)
                {
                    return Err(format!("illegal build {a} {b}"));
                }
                let next = Oracle::place(&Oracle::place(me, a), b);
                self.check_plan(&next, &then(&plan.next)?, turns - 1)
            }
            OMove::Quiet(c) => {
                if me.hand < 1 || !self.empty(me, c) {
                    return Err(format!("illegal quiet move {c}"));
                }
                let next = Oracle::quiet(me, c);
                self.check_plan(&next, &then(&plan.next)?, turns - 1)
            }
            OMove::Activate { chip, combo, token } => {
                let cell = chip;
                if me.hand < 1 || !self.empty(me, cell) {
                    return Err(format!("illegal placement for an activation on {cell}"));
                }
                let acts = self.activations(me, cell);
                let named: Option<&Act> = acts.iter().find(|a| match (combo, a.kind) {
                    (OCombo::Line { from, to }, Kind::Line(_)) => {
                        let mut cells = a.cells.clone();
                        cells.sort_unstable();
                        cells.first() == Some(&from) && cells.last() == Some(&to)
                    }
                    (OCombo::Cluster { top_left }, Kind::Cluster) => {
                        a.cells.iter().min() == Some(&top_left)
                    }
                    (OCombo::Spiral { centre }, Kind::Spiral { centre: mine }) => centre == mine,
                    _ => false,
                });
                let Some(act) = named else {
                    return Err(format!(
                        "{combo:?} on {cell} is no activation the oracle knows"
                    ));
                };
                let (next, collapse) = Oracle::activate(me, cell, act);
                if token {
                    if !collapse || next.held == 0 {
                        return Err(format!(
                            "token without a collapse or a token: {:?}",
                            plan.mv
                        ));
                    }
                    let mut spent = next.clone();
                    spent.held -= 1;
                    return self.check_plan(&spent, &then(&plan.next)?, turns - 1);
                }
                if !collapse {
                    if next.score == 25 {
                        return match plan.next {
                            ONext::Won => Ok(()),
                            ref other => Err(format!("a win followed by {other:?}")),
                        };
                    }
                    return self.check_plan(&next, &then(&plan.next)?, turns - 1);
                }
                let ONext::Die(branches) = &plan.next else {
                    return Err(format!("a collapse without the die: {:?}", plan.next));
                };
                let faces: Vec<(u8, u8)> = branches.iter().map(|b| b.faces).collect();
                if faces != vec![(1, 2), (3, 4), (5, 6)] {
                    return Err(format!("die faces {faces:?}"));
                }
                for branch in branches {
                    let count = usize::from(branch.faces.1 / 2);
                    let chips: Vec<usize> = (0..CELLS).filter(|&x| next.own[x]).collect();
                    let mut after = next.clone();
                    match branch.remove {
                        None if chips.len() <= count => {
                            for x in chips {
                                after.own[x] = false;
                                after.hand += 1;
                            }
                        }
                        Some(set) if chips.len() > count && set.count_ones() as usize == count => {
                            for x in 0..CELLS {
                                if set & (1u64 << x) != 0 {
                                    if !after.own[x] {
                                        return Err(format!("removes {x}, not an own chip"));
                                    }
                                    after.own[x] = false;
                                    after.hand += 1;
                                }
                            }
                        }
                        other => {
                            return Err(format!(
                                "die {count}: removal {other:?} of {} chips",
                                chips.len()
                            ));
                        }
                    }
                    self.check_plan(&after, &branch.then, turns - 1)?;
                }
                Ok(())
            }
            OMove::Other(ref other) => Err(format!("unexpected move {other}")),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Positions.
// ---------------------------------------------------------------------------------------
