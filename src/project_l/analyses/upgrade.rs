//! The cheapest way to complete a card: the fewest acquisition actions (take a level-1
//! piece, upgrade, exchange, decompose) after which the supply can fill the card; ties go to
//! fewer pieces to place, then fewer levels given up by exchanging for lower pieces, then
//! (in the bank-free model) fewer actions in all, as a decomposition may place a piece of its
//! split at once (`placed_by_decompositions`).
//!
//! The fast path ignores the bank: each piece of a filling comes from a supply piece (kept,
//! upgraded level by level, or exchanged) or from a new `O1` upgraded to it, each at a known
//! cost. A memoised search over (empty cells, unused supply) finds the best filling and
//! assignment; the plan is then played against the bank. The relaxed cost is a true lower
//! bound while no upgrade can skip an exhausted level, and a skip needs the player to hold
//! every piece of a level first — so when that costs more than the plan, a plan that plays
//! is optimal. Otherwise (a small or odd bank) a breadth-first search over supplies decides.
//!
//! A ghost piece (Ghost expansion) is placed as itself, exchanged for a lower piece, or
//! decomposed (one action) into one of its exact splits: the fast path tries every choice of
//! keeping or splitting each ghost held, and the exact search plays decompositions as moves.
//! No action takes a ghost piece.
//!
//! In the Czech edition an exchange goes one level down at most, so a piece exchanged `d`
//! levels down costs `d` actions (one kind of each level between, the bank's most plentiful).

use crate::project_l::{
    Action, Card, CardFitter, Edition, Filling, Kind, Placed, Supply, is_ghost, splits,
};
use std::collections::HashMap;

/// A cheapest way to complete a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpgradePlan {
    pub actions: Vec<Action>,
    /// How the supply after the actions fills the card.
    pub filling: Filling,
    /// Levels given up by exchanging pieces for lower ones.
    pub levels_spent: u32,
    /// Pieces of the filling placed in a decomposition's own action (the rules let it place
    /// new pieces at once, one a card), so no placing action of their own.
    pub placed_by_decompositions: u32,
}

impl UpgradePlan {
    /// The number of acquisition actions.
    pub fn cost(&self) -> u32 {
        self.actions.len() as u32
    }

    /// Pieces to place to complete the card.
    pub fn placements(&self) -> u32 {
        self.filling.pieces.len() as u32
    }

    /// Actions to finish the card: acquisitions, and placing actions for the pieces no
    /// decomposition places.
    pub fn total_actions(&self) -> u32 {
        self.cost() + self.placements() - self.placed_by_decompositions
    }

    /// Turns of three actions those take.
    pub fn turns(&self) -> u32 {
        self.total_actions().div_ceil(3)
    }
}

/// Why no plan was found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UpgradeError {
    #[error("no sequence of actions lets this supply complete the card with this bank")]
    Impossible,
    #[error("the bank's limits force an exact search over more than {0} supplies; giving up")]
    TooLarge(usize),
}

/// The cells `supply` and `bank` hold together when fewer than `card` has to fill: then
/// no plan can exist, as no action adds to that total (a take moves a piece from the bank
/// to the supply; an upgrade, an exchange or a decomposition trades pieces between them;
/// a placement takes cells away).
pub fn cells_short(card: &Card, supply: &Supply, bank: &Supply) -> Option<u32> {
    Some(supply.cells() + bank.cells()).filter(|&held| held < card.cells())
}

/// The most supplies the exact search visits.
const SEARCH_LIMIT: usize = 2_000_000;

/// The cheapest plan to complete the fitter's card from `supply`, taking from `bank`.
pub fn cheapest_upgrade(
    fitter: &CardFitter,
    supply: &Supply,
    bank: &Supply,
    edition: Edition,
) -> Result<UpgradePlan, UpgradeError> {
    // No action at all is the cheapest there is; then the fewest pieces, and nothing is
    // given up. The searches below would find the same, slowly when the supply is large.
    if let Some(filling) = fitter.fewest_pieces(supply, 0) {
        return Ok(UpgradePlan {
            actions: Vec::new(),
            filling,
            levels_spent: 0,
            placed_by_decompositions: 0,
        });
    }
    if let Some(plan) = relaxed_plan(fitter, supply, bank, edition) {
        return Ok(plan);
    }
    exact_plan(fitter, supply, bank, edition)
}

/// `plan` with the pieces its decompositions can place at once counted
/// ([`most_placed_at_once`]).
fn with_placements_at_once(
    mut plan: UpgradePlan,
    supply: &Supply,
    bank: &Supply,
    edition: Edition,
) -> UpgradePlan {
    let kinds = plan.filling.pieces.iter().map(|p| p.kind);
    let to_place = kinds.fold(Supply::new(), |mut all, k| {
        all.add(k, 1);
        all
    });
    let start = (*supply, *bank);
    plan.placed_by_decompositions =
        most_placed_at_once(&plan.actions, start, to_place, edition).unwrap_or(0);
    plan
}

/// The most pieces of `to_place` that the decompositions among `actions` can place in their
/// own actions, one each (a piece of its split): every choice is played from `(supply,
/// bank)`, each placed piece leaving the supply at once, and holds when every later action
/// is still legal and what is left to place is still in the supply at the end.
fn most_placed_at_once(
    actions: &[Action],
    (mut supply, mut bank): (Supply, Supply),
    to_place: Supply,
    edition: Edition,
) -> Option<u32> {
    let Some((&action, rest)) = actions.split_first() else {
        return supply.contains(&to_place).then_some(0);
    };
    action.check(edition, &supply, &bank).ok()?;
    action.apply_legal(&mut supply, &mut bank);
    let mut best = most_placed_at_once(rest, (supply, bank), to_place, edition);
    if let Action::Decompose { into, .. } = action {
        for (kind, _) in into.iter().filter(|&(k, _)| to_place.count(k) > 0) {
            let (mut left, mut still) = (supply, to_place);
            left.remove(kind);
            still.remove(kind);
            let placing = most_placed_at_once(rest, (left, bank), still, edition).map(|n| n + 1);
            best = best.max(placing);
        }
    }
    best
}

/// (actions, pieces, levels spent), compared in that order.
type Score = (u32, u32, u32);

/// A piece of the filling and where it comes from (`None`: a new `O1`).
#[derive(Clone, Copy, Debug)]
struct Step {
    placed: Placed,
    source: Option<Kind>,
}

/// Actions and levels spent to turn `source` (or a new piece) into `target`, if possible
/// without skipping levels.
fn conversion(source: Option<Kind>, target: Kind, edition: Edition) -> Option<(u32, u32)> {
    match source {
        Some(s) if s == target => Some((0, 0)),
        _ if is_ghost(target) => None,
        None => Some((target.level(), 0)),
        Some(s) if target.level() > s.level() => Some((target.level() - s.level(), 0)),
        Some(s) => {
            let down = s.level() - target.level();
            let actions = match edition {
                Edition::Czech => down.max(1),
                Edition::Ukrainian => 1,
            };
            Some((actions, down))
        }
    }
}

/// What [`Relaxed::best`] knows of a state: the best score, or that none costs at most
/// `within` actions.
#[derive(Clone, Copy)]
enum Known {
    Best(Option<(Score, Step)>),
    NoneWithin(u32),
}

struct Relaxed<'a> {
    fitter: &'a CardFitter,
    edition: Edition,
    memo: HashMap<(u32, Supply), Known>,
}

impl Relaxed<'_> {
    /// The best score for filling `empty` with pieces made from `unused` or new ones, if it
    /// costs at most `budget` actions. Actions come first in a score, so a best found
    /// within a budget is the best of all, and is remembered as such; a failure is
    /// remembered with its budget, and searched again only for a larger one.
    fn best(&mut self, empty: u32, unused: Supply, budget: u32) -> Option<Score> {
        if empty == 0 {
            return Some((0, 0, 0));
        }
        match self.memo.get(&(empty, unused)) {
            Some(Known::Best(best)) => {
                return best.map(|(score, _)| score).filter(|s| s.0 <= budget);
            }
            Some(&Known::NoneWithin(searched)) if searched >= budget => return None,
            _ => {}
        }
        let best = self.best_step(empty, unused, budget);
        let known = match best {
            Some(_) => Known::Best(best),
            None if budget == u32::MAX => Known::Best(None),
            None => Known::NoneWithin(budget),
        };
        self.memo.insert((empty, unused), known);
        best.map(|(score, _)| score)
    }

    /// The first step of the best filling of `empty` within `budget` actions: every piece
    /// that covers its first cell, made from every source that can become it.
    fn best_step(&mut self, empty: u32, unused: Supply, budget: u32) -> Option<(Score, Step)> {
        let first = empty.trailing_zeros();
        let mut best: Option<(Score, Step)> = None;
        let sources: Vec<Option<Kind>> =
            unused.iter().map(|(k, _)| Some(k)).chain([None]).collect();
        for target in Kind::ALL.into_iter().rev() {
            for &cells in self.fitter.placements_at(target, first) {
                if cells & !empty != 0 {
                    continue;
                }
                for &source in &sources {
                    let Some((actions, spent)) = conversion(source, target, self.edition) else {
                        continue;
                    };
                    if actions > budget {
                        continue;
                    }
                    let mut rest_unused = unused;
                    if let Some(s) = source {
                        rest_unused.remove(s);
                    }
                    let Some(rest) = self.best(empty & !cells, rest_unused, budget - actions)
                    else {
                        continue;
                    };
                    let score = (actions + rest.0, 1 + rest.1, spent + rest.2);
                    if best.is_none_or(|(b, _)| score < b) {
                        let placed = Placed {
                            kind: target,
                            cells,
                        };
                        best = Some((score, Step { placed, source }));
                    }
                }
            }
        }
        best
    }

    /// The steps of the best filling found by [`Relaxed::best`].
    fn steps(&self, mut empty: u32, mut unused: Supply) -> Vec<Step> {
        let mut steps = Vec::new();
        while empty != 0 {
            let Known::Best(Some((_, step))) = self.memo[&(empty, unused)] else {
                unreachable!("a solved state")
            };
            if let Some(s) = step.source {
                unused.remove(s);
            }
            empty &= !step.placed.cells;
            steps.push(step);
        }
        steps
    }
}

/// The plan of the bank-free model, if it plays against the bank and no upgrade could have
/// skipped a level within its length (so it is optimal). Each ghost piece held is kept or
/// decomposed first into one of its splits; the best of those choices is taken.
fn relaxed_plan(
    fitter: &CardFitter,
    supply: &Supply,
    bank: &Supply,
    edition: Edition,
) -> Option<UpgradePlan> {
    let mut relaxed = Relaxed {
        fitter,
        edition,
        memo: HashMap::new(),
    };
    let mut scored: Vec<(Score, Supply, Vec<Action>)> = Vec::new();
    let mut choices = vec![(*supply, Vec::new())];
    let mut cheapest = u32::MAX;
    // Each decomposition is an action: past the cheapest plan found, none can tie.
    for decomposed in 0.. {
        if choices.is_empty() || decomposed > cheapest {
            break;
        }
        // Only a plan no dearer than the cheapest found can be the best.
        let budget = cheapest.saturating_sub(decomposed);
        for (start, decompositions) in &choices {
            let Some((cost, pieces, spent)) = relaxed.best(fitter.hole(), *start, budget) else {
                continue;
            };
            cheapest = cheapest.min(cost + decomposed);
            let score = (cost + decomposed, pieces, spent);
            scored.push((score, *start, decompositions.clone()));
        }
        choices = decomposed_once_more(&choices);
    }
    let best = scored.iter().map(|(score, _, _)| *score).min()?;
    if !skips_impossible(supply, bank, best.0) {
        return None;
    }
    // Among the best (fewest actions, then pieces, then levels spent), the fewest actions in
    // all: a decomposition may place a piece at once.
    let plans = scored.into_iter().filter(|(score, _, _)| *score == best);
    let played = plans.filter_map(|(_, start, decompositions)| {
        relaxed.played(start, decompositions, (supply, bank, edition))
    });
    played.min_by_key(UpgradePlan::total_actions)
}

impl Relaxed<'_> {
    /// The plan that decomposes as `decompositions` say, then makes the filling of `start`
    /// found by [`Relaxed::best`], if it plays against the bank.
    fn played(
        &self,
        start: Supply,
        decompositions: Vec<Action>,
        (supply, bank, edition): (&Supply, &Supply, Edition),
    ) -> Option<UpgradePlan> {
        let steps = self.steps(self.fitter.hole(), start);
        let mut player = Player {
            supply: *supply,
            bank: *bank,
            edition,
            actions: Vec::new(),
        };
        for action in decompositions {
            player.play(action)?;
        }
        let actions = play_steps(&steps, player)?;
        let plan = UpgradePlan {
            placed_by_decompositions: 0,
            levels_spent: actions.iter().map(Action::levels_spent).sum(),
            filling: Filling {
                pieces: steps.iter().map(|s| s.placed).collect(),
            },
            actions,
        };
        Some(with_placements_at_once(plan, supply, bank, edition))
    }
}

/// The supplies one more decomposition of a ghost piece takes each of `choices` to (each
/// reached by as many decompositions), with the decompositions; a supply reached two ways
/// once. Built a count of decompositions at a time, as a plan of `d` decompositions costs
/// `d` actions at least: all the choices at once are too many to list (twelve ghost
/// pentominoes of fifteen splits each make millions).
fn decomposed_once_more(choices: &[(Supply, Vec<Action>)]) -> Vec<(Supply, Vec<Action>)> {
    let mut next = Vec::new();
    for (held, done) in choices {
        for (ghost, _) in held.iter().filter(|&(k, _)| is_ghost(k)) {
            for &into in splits(ghost) {
                let mut split = *held;
                split.remove(ghost);
                let mut done = done.clone();
                done.push(Action::Decompose { ghost, into });
                next.push((split.plus(&into), done));
            }
        }
    }
    next.sort_by_key(|(held, _)| *held);
    next.dedup_by_key(|(held, _)| *held);
    next
}

/// Whether no plan of at most `cost` actions can meet an upgrade that skips a level: that
/// needs every piece of some level 2–4 in the player's hands, and each piece beyond those
/// of the supply takes at least `level` actions to get there.
/// A ghost piece counts as the five pieces it could be decomposed into.
fn skips_impossible(supply: &Supply, bank: &Supply, cost: u32) -> bool {
    let in_game = supply.plus(bank);
    let ghosts: u32 = supply
        .iter()
        .filter(|&(k, _)| is_ghost(k))
        .map(|(_, n)| n)
        .sum();
    let held = supply.pieces() + 4 * ghosts;
    (2..=4).all(|level| {
        let pieces: u32 = Kind::of_level(level).map(|k| in_game.count(k)).sum();
        level * pieces.saturating_sub(held) >= cost
    })
}

/// Plays the steps' conversions against the bank (exchanges first, then upgrades, then new
/// pieces) after the player's actions so far; `None` if some piece is missing from the bank
/// or an upgrade would skip.
fn play_steps(steps: &[Step], mut player: Player) -> Option<Vec<Action>> {
    let order = |s: &Step| match s.source {
        Some(k) if k.level() >= s.placed.kind.level() => 0,
        Some(_) => 1,
        None => 2,
    };
    let mut ordered: Vec<&Step> = steps.iter().collect();
    ordered.sort_by_key(|s| order(s));
    for step in ordered {
        let target = step.placed.kind;
        match step.source {
            Some(k) if k == target => {}
            Some(k) if k.level() >= target.level() => player.exchange_down(k, target)?,
            Some(k) => player.upgrade_to(k, target)?,
            None => {
                player.play(Action::Take(Kind::O1))?;
                player.upgrade_to(Kind::O1, target)?;
            }
        }
    }
    Some(player.actions)
}

/// A supply and bank as the steps of a plan are played.
struct Player {
    supply: Supply,
    bank: Supply,
    edition: Edition,
    actions: Vec<Action>,
}

impl Player {
    fn play(&mut self, action: Action) -> Option<()> {
        action
            .apply(self.edition, &mut self.supply, &mut self.bank)
            .ok()?;
        self.actions.push(action);
        Some(())
    }

    /// The bank's most plentiful kind of `level` (ties to the first kind).
    fn plentiful(&self, level: u32) -> Option<Kind> {
        Kind::of_level(level).max_by_key(|&k| (self.bank.count(k), std::cmp::Reverse(k)))
    }

    /// Exchanges `from` for `target` of its level or lower: at once, or in the Czech
    /// edition one level at a time.
    fn exchange_down(&mut self, mut from: Kind, target: Kind) -> Option<()> {
        while !self.edition.exchange_reaches(from, target) {
            let to = self.plentiful(from.level() - 1)?;
            self.play(Action::Exchange { from, to })?;
            from = to;
        }
        self.play(Action::Exchange { from, to: target })
    }

    /// Upgrades `current` level by level to `target`; `None` if an upgrade would skip.
    fn upgrade_to(&mut self, mut current: Kind, target: Kind) -> Option<()> {
        while current != target {
            let next_level = current.level() + 1;
            if self.edition.upgrade_level(current, &self.bank) != Some(next_level) {
                return None;
            }
            let next = if next_level == target.level() {
                target
            } else {
                self.plentiful(next_level)?
            };
            self.play(Action::Upgrade {
                from: current,
                to: next,
            })?;
            current = next;
        }
        Some(())
    }
}

/// One supply reached by the exact search.
struct Reached {
    supply: Supply,
    spent: u32,
    parent: usize,
    action: Option<Action>,
}

/// Breadth-first search over supplies (the bank is what the supply is not), keeping the
/// fewest levels spent on each; among the first supplies that fit, the one with the fewest
/// pieces to place, then the fewest levels spent, then the fewest actions in all.
pub(super) fn exact_plan(
    fitter: &CardFitter,
    supply: &Supply,
    bank: &Supply,
    edition: Edition,
) -> Result<UpgradePlan, UpgradeError> {
    let total = supply.plus(bank);
    let mut reached = vec![Reached {
        supply: *supply,
        spent: 0,
        parent: usize::MAX,
        action: None,
    }];
    let mut index: HashMap<Supply, usize> = HashMap::from([(*supply, 0)]);
    let mut layer = 0..1;
    loop {
        if let Some(plan) = best_goal(fitter, &reached, layer.clone(), ((supply, bank), edition)) {
            return Ok(plan);
        }
        let next_start = reached.len();
        for i in layer.clone() {
            expand(&mut reached, &mut index, next_start, i, &total, edition);
            if reached.len() > SEARCH_LIMIT {
                return Err(UpgradeError::TooLarge(SEARCH_LIMIT));
            }
        }
        if reached.len() == next_start {
            return Err(UpgradeError::Impossible);
        }
        layer = next_start..reached.len();
    }
}

/// Records every supply one action (or decomposition) takes `reached[i]` to, the bank
/// being what `total` leaves.
fn expand(
    reached: &mut Vec<Reached>,
    index: &mut HashMap<Supply, usize>,
    next_start: usize,
    i: usize,
    total: &Supply,
    edition: Edition,
) {
    let (from, spent) = (reached[i].supply, reached[i].spent);
    let bank_here = total.minus(&from).expect("the supply is part of the game");
    let decompositions = Action::decompositions(&from, &bank_here);
    for action in (Action::legal(edition, &from, &bank_here).into_iter()).chain(decompositions) {
        let mut to = from;
        let mut scratch = bank_here;
        (action.apply(edition, &mut to, &mut scratch)).expect("a legal action");
        let step = Reached {
            supply: to,
            spent: spent + action.levels_spent(),
            parent: i,
            action: Some(action),
        };
        record(reached, index, next_start, step);
    }
}

/// Keeps a supply reached in the layer being built: a new one is added; one already
/// reached in this layer keeps the cheaper way to it; one reached in an earlier layer
/// (in fewer actions) is left as it is.
fn record(
    reached: &mut Vec<Reached>,
    index: &mut HashMap<Supply, usize>,
    layer_start: usize,
    step: Reached,
) {
    match index.get(&step.supply) {
        Some(&j) if j >= layer_start && step.spent < reached[j].spent => reached[j] = step,
        Some(_) => {}
        None => {
            index.insert(step.supply, reached.len());
            reached.push(step);
        }
    }
}

/// The best plan ending in `layer` (the supplies one more action reaches), if any supply
/// there fills the card: the fewest pieces, then levels spent, then actions in all (a
/// decomposition may place a piece at once), played from `start` (supply, bank).
fn best_goal(
    fitter: &CardFitter,
    reached: &[Reached],
    layer: std::ops::Range<usize>,
    (start, edition): ((&Supply, &Supply), Edition),
) -> Option<UpgradePlan> {
    let goals: Vec<_> = layer
        .filter_map(|i| {
            let filling = fitter.fewest_pieces(&reached[i].supply, 0)?;
            Some(((filling.pieces.len(), reached[i].spent), i, filling))
        })
        .collect();
    let best = goals.iter().map(|g| g.0).min()?;
    let tied = goals.into_iter().filter(|g| g.0 == best);
    let plans = tied.map(|(_, i, filling)| {
        let plan = plan_to(reached, i, filling);
        with_placements_at_once(plan, start.0, start.1, edition)
    });
    plans.min_by_key(UpgradePlan::total_actions)
}

/// The plan whose actions lead to `reached[i]`, filling the card as `filling` says.
fn plan_to(reached: &[Reached], mut i: usize, filling: Filling) -> UpgradePlan {
    let levels_spent = reached[i].spent;
    let mut actions = Vec::new();
    while let Some(action) = reached[i].action {
        actions.push(action);
        i = reached[i].parent;
    }
    actions.reverse();
    UpgradePlan {
        actions,
        filling,
        levels_spent,
        placed_by_decompositions: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::Catalogue;

    #[test]
    fn a_filling_not_found_within_a_budget_is_looked_for_again_within_a_larger_one() {
        // W09's hole is a domino. From nothing, the best is a new O1 upgraded to an I2:
        // two actions, one piece (two O1s also take two actions, but are two pieces).
        let deck = Catalogue::base();
        let fitter = CardFitter::new(deck.get("W09").unwrap());
        let mut relaxed = Relaxed {
            fitter: &fitter,
            edition: Edition::Ukrainian,
            memo: HashMap::new(),
        };
        let nothing = Supply::new();
        assert_eq!(relaxed.best(fitter.hole(), nothing, 1), None);
        assert_eq!(relaxed.best(fitter.hole(), nothing, 2), Some((2, 1, 0)));
        // Found within a budget, it is the best of all, and too dear for a smaller one.
        assert_eq!(
            relaxed.best(fitter.hole(), nothing, u32::MAX),
            Some((2, 1, 0))
        );
        assert_eq!(relaxed.best(fitter.hole(), nothing, 0), None);
    }
}
