//! `plan`: the fewest actions that complete a chosen set of a player's cards, using that a
//! completed card returns its pieces and gives its reward, and the master action; with the
//! expansions, decompositions of ghost pieces, the level-up rewards' choices and ambassador
//! actions too.
//!
//! The search ([`search`]) works on multisets of kinds ([`progress`]); once it has a plan,
//! each card's final multiset is laid out as a filling and each placement is given its cells.

mod estimate;
#[cfg(test)]
mod estimate_tests;
mod explored;
mod layout;
mod node;
mod progress;
pub(crate) use progress::multisets_of_area;
mod savings;
mod search;
#[cfg(test)]
mod search_tests;
mod state;
mod state_text;

pub use search::{PlanWork, plan_work};
pub use state::{
    AmbassadorError, CardEntryError, GoalError, PlanState, StateCard, StateError, StateFileError,
};

use crate::memory::TwoGenerations;
use crate::project_l::{
    ACTIONS_PER_TURN, Action, CardFitter, Edition, Kind, Placed, Reward, Supply, is_ghost,
};
use layout::lay_out;
use node::{Act, MAX_CARDS, NO_CARD, Node};
use progress::CardProgress;
use search::{Found, MissingKnown, Search, SearchCard};
use std::ops::ControlFlow;
use std::rc::Rc;

/// States a search may keep before it gives up (about 270 bytes each).
pub const SEARCH_LIMIT: usize = 2_000_000;

/// A piece put on a card (`card` indexes the state's cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub card: usize,
    pub piece: Placed,
}

/// One action of a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanAction {
    /// A take, an upgrade or an exchange (a decomposition is [`PlanAction::Decompose`]).
    Acquire(Action),
    /// A ghost piece decomposed into `into`, some of those pieces placed at once (at most
    /// one on each card; maybe none).
    Decompose {
        ghost: Kind,
        into: Supply,
        placements: Vec<Placement>,
    },
    Place(Placement),
    Master(Vec<Placement>),
    /// The ambassador action of the completed `M` card `card` (its id): a master action's
    /// placements.
    Ambassador {
        card: String,
        placements: Vec<Placement>,
    },
}

/// A level-up reward's choice: the supply piece `from` for `to`, one or two levels higher
/// (not an action; it follows the action that completed the card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelUpChoice {
    pub from: Kind,
    pub to: Kind,
}

impl std::fmt::Display for LevelUpChoice {
    /// `level-up I3 P5`, as the game writes the move.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "level-up {} {}", self.from, self.to)
    }
}

/// A card completed by an action: the pieces it returns and the reward taken (none when
/// the bank has run out of that kind).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    pub card: usize,
    pub returned: Supply,
    pub reward: Option<Kind>,
}

impl PlanAction {
    /// The action in move notation: `take O1`, `upgrade O1 I2`, `exchange L4 I3`,
    /// `decompose P5 into O1 L4, place W05 L4 b2 b3 c3 d3`, `place W05 L4 b2 b3 c3 d3`,
    /// `master W05 L4 b2 b3 c3 d3, B20 I2 c2 d2`,
    /// `ambassador AW01 W05 L4 b2 b3 c3 d3, B20 I2 c2 d2`.
    pub fn notation(&self, state: &PlanState) -> String {
        let placed = |p: &Placement| placement_notation(&state.cards[p.card].card.id, &p.piece);
        let list = |ps: &[Placement]| ps.iter().map(placed).collect::<Vec<String>>().join(", ");
        match self {
            PlanAction::Acquire(action) => action.to_string(),
            PlanAction::Decompose {
                ghost,
                into,
                placements,
            } => {
                let places = placements.iter().map(|p| format!(", place {}", placed(p)));
                format!(
                    "decompose {ghost} into {into}{}",
                    places.collect::<String>()
                )
            }
            PlanAction::Place(p) => format!("place {}", placed(p)),
            PlanAction::Master(ps) => format!("master {}", list(ps)),
            PlanAction::Ambassador { card, placements } => {
                format!("ambassador {card} {}", list(placements))
            }
        }
    }

    /// The pieces the action puts on cards.
    pub fn placements(&self) -> &[Placement] {
        match self {
            PlanAction::Place(p) => std::slice::from_ref(p),
            PlanAction::Master(ps)
            | PlanAction::Ambassador { placements: ps, .. }
            | PlanAction::Decompose { placements: ps, .. } => ps,
            PlanAction::Acquire(_) => &[],
        }
    }
}

/// `W05 L4 b2 b3 c3 d3`: the card, the kind and its cells in reading order.
pub fn placement_notation(card_id: &str, piece: &Placed) -> String {
    let cells: Vec<String> = (0..25)
        .filter(|c| piece.cells & (1 << c) != 0)
        .map(crate::project_l::cell_name)
        .collect();
    format!("{card_id} {} {}", piece.kind, cells.join(" "))
}

/// An action, the cards it completes, and the choices of the level-ups they give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanStep {
    pub action: PlanAction,
    pub completed: Vec<Completion>,
    /// In the order the game asks for them (lost ones, with no piece to raise, left out).
    pub level_ups: Vec<LevelUpChoice>,
}

/// Why no plan is given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("card {0} cannot be completed by any pieces")]
    NoFilling(String),
    #[error("no sequence of actions completes the cards with this bank")]
    Impossible,
    /// The search kept `limit` states without finding any plan.
    #[error("the search kept its limit of {limit} states without finding a plan")]
    TooLarge { limit: usize },
}

/// A plan, and whether it is proved to be a shortest one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The choices of the level-ups waiting when the plan begins (before its first action).
    pub level_ups: Vec<LevelUpChoice>,
    pub steps: Vec<PlanStep>,
    /// No plan has fewer actions than `lower_bound`; equal to the plan's length when proved.
    pub lower_bound: u32,
}

impl Plan {
    /// Whether no plan has fewer actions.
    pub fn proved(&self) -> bool {
        self.lower_bound as usize >= self.steps.len()
    }
}

/// A shortest plan that completes the state's goal cards; when the exact search passes its
/// limit, a plan found by a search that weighs its estimate double, with the lower bound
/// the exact search had proved.
pub fn plan(state: &PlanState) -> Result<Plan, PlanError> {
    plan_within(state, SEARCH_LIMIT)
}

/// How far a plan search has come, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    /// States the search under way keeps, and the most it may keep.
    pub states: usize,
    pub limit: usize,
    /// No plan has fewer actions; 0 until the exact search has begun.
    pub lower_bound: u32,
    /// The actions of the best plan found so far.
    pub best: Option<u32>,
}

/// [`plan`] with another limit on the states each search may generate (bots search with
/// [`plan_with`] and [`Effort::for_play`], under a small one).
pub fn plan_within(state: &PlanState, limit: usize) -> Result<Plan, PlanError> {
    plan_watched(state, limit, &mut |_| ControlFlow::Continue(()))
}

/// [`plan_within`], telling `watch` how far the search has come every few thousand states.
/// When `watch` breaks (a person pressed Ctrl-C), the search stops as if it had reached its
/// limit: the best plan found so far, with the bound proved so far.
pub fn plan_watched(
    state: &PlanState,
    limit: usize,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Result<Plan, PlanError> {
    plan_with(state, Effort::exact(limit), watch)
}

/// How hard a plan search looks.
#[derive(Clone, Copy, Debug)]
pub struct Effort {
    /// The most states each search may generate.
    pub limit: usize,
    /// Whether every decomposition that places some of its new pieces at once is tried, and
    /// the estimate allows for them, as a shortest plan needs. A ghost piece held makes
    /// dozens of such acts from each state (every way of placing up to five pieces, one a
    /// card), so a bot's search places a piece at once only where it completes its card, and
    /// its estimate may then overstate by the actions such a decomposition saves: many fewer
    /// states for plans at most a little longer.
    pub every_placing_decomposition: bool,
}

impl Effort {
    /// A search for a shortest plan, within `limit` states.
    pub fn exact(limit: usize) -> Effort {
        Effort {
            limit,
            every_placing_decomposition: true,
        }
    }

    /// A bot's search, which needs a good plan quickly rather than a shortest one (its plan's
    /// `lower_bound` is 0: it proves nothing).
    pub fn for_play(limit: usize) -> Effort {
        Effort {
            limit,
            every_placing_decomposition: false,
        }
    }
}

/// [`plan_watched`] with the effort given.
pub fn plan_with(
    state: &PlanState,
    effort: Effort,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Result<Plan, PlanError> {
    let kinds: Vec<Kind> = usable_kinds(state);
    let (fitters, progress): (Vec<Rc<CardFitter>>, Vec<Rc<CardProgress>>) =
        state.goal_cards().map(|c| prepared(c, &kinds)).unzip();
    let cards: Vec<SearchCard> = state
        .goal_cards()
        .zip(progress)
        .map(|(c, progress)| SearchCard {
            progress,
            held: c.held(),
            reward: c.card.reward,
        })
        .collect();
    if let Some(i) = cards.iter().position(|c| c.progress.impossible()) {
        let id = state.goal_cards().nth(i).map(|c| c.card.id.clone());
        return Err(PlanError::NoFilling(id.unwrap_or_default()));
    }
    let start = start_node(state, cards.len());
    let (acts, lower_bound) = shortest(&cards, start, state, effort, watch)?;
    let (level_ups, steps) = lay_out(state, &cards, &fitters, start, &acts);
    // A bot's search proves nothing: its estimate may overstate.
    let lower_bound = if effort.every_placing_decomposition {
        lower_bound
    } else {
        0
    };
    Ok(Plan {
        level_ups,
        steps,
        lower_bound,
    })
}

/// Prepared cards a thread's memory keeps in each of its two generations (see
/// [`TwoGenerations`]). With the expansions' ghost kinds the keys are many more than in the
/// base game (the kinds usable change with the supply and the level-ups waiting): at 256, with
/// the memory emptied all at once when full, preparing cards took a third of a three-player
/// expansion game's time; at 1,024, four such games (`search` against two `planner`s, seed
/// 5200) took 22.0 s of processor time instead of 29.5 s, and `search`'s longest turn 0.70 s
/// instead of 1.62 s, with the same moves (version 0.1.0). Emptied all at once, it let one
/// decision prepare hundreds of cards (in six-player games with the expansion's cards, up to
/// 389, 0.2 s of a 0.5 s decision); keeping the newer half, twenty such games took 3% less
/// processor time, with the same moves.
const PREPARED_KEPT: usize = 1024;

type PreparedKey = (u32, u32, Vec<Kind>);
type Prepared = (Rc<CardFitter>, Rc<CardProgress>);

thread_local! {
    static PREPARED: std::cell::RefCell<TwoGenerations<PreparedKey, Prepared>> =
        std::cell::RefCell::new(TwoGenerations::new(PREPARED_KEPT));
}

/// A card's fitter and progress states, remembered per hole, covered cells and kinds (bots
/// plan again and again for the same cards).
fn prepared(card: &StateCard, kinds: &[Kind]) -> Prepared {
    let key = (card.card.hole, card.filled(), kinds.to_vec());
    PREPARED.with(|known| {
        known.borrow_mut().get_or_insert_with(key, || {
            let fitter = CardFitter::new(&card.card);
            let progress = CardProgress::new(&fitter, card.filled(), kinds);
            (Rc::new(fitter), Rc::new(progress))
        })
    })
}

/// Kinds the plan may use: the base game's, and ghost kinds the player already has or a
/// goal card gives (every ghost kind when a level-up may come).
fn usable_kinds(state: &PlanState) -> Vec<Kind> {
    let rewarded = |k: Kind| {
        state
            .goal_cards()
            .any(|c| c.card.reward == Reward::Piece(k))
    };
    let levels_up = level_ups_possible(state) > 0;
    Kind::ALL
        .into_iter()
        .filter(|&k| k.level() <= 4 || levels_up || state.supply.count(k) > 0 || rewarded(k))
        .collect()
}

/// The level-ups waiting and given by goal cards.
fn level_ups_possible(state: &PlanState) -> u32 {
    let given = state
        .goal_cards()
        .filter(|c| matches!(c.card.reward, Reward::LevelUp(_)))
        .count();
    (state.level_ups.len() + given) as u32
}

/// Whether the player holds a ghost piece (in the supply or on a goal card), a goal card
/// gives one, or a level-up (which may reach one) waits or may come.
fn ghost_possible(state: &PlanState) -> bool {
    let has_ghost = |supply: &Supply| supply.iter().any(|(k, _)| is_ghost(k));
    level_ups_possible(state) > 0
        || has_ghost(&state.supply)
        || state.goal_cards().any(|c| {
            has_ghost(&c.held()) || matches!(c.card.reward, Reward::Piece(k) if is_ghost(k))
        })
}

fn start_node(state: &PlanState, cards: usize) -> Node {
    let mut progress = [u32::MAX; MAX_CARDS];
    progress[..cards].iter_mut().for_each(|p| *p = 0);
    let mut node = Node {
        supply: state.supply,
        bank: state.bank,
        progress,
        phase: (ACTIONS_PER_TURN - state.actions_left) as u8,
        master_used: state.master_used,
        placed_on: NO_CARD,
        level_ups: 0,
        ambassadors: state.ambassadors.len().min(usize::from(u8::MAX)) as u8,
    };
    state.level_ups.iter().for_each(|&n| node.push_level_up(n));
    Search::drop_empty_level_ups(&mut node);
    node
}

/// Runs the search assuming upgrades and level-ups never skip a level; otherwise runs it
/// again with the weaker estimate. Either skips a level only once the bank has none of it
/// left, and each piece of that level leaves the bank by an action or as a reward; so no
/// plan shorter than the bound the search proved can skip a level while the bank holds more
/// pieces of every level than such a plan's actions and the rewards of that level.
fn shortest(
    cards: &[SearchCard],
    start: Node,
    state: &PlanState,
    effort: Effort,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Result<(Vec<Act>, u32), PlanError> {
    let (bank, edition) = (&state.bank, state.edition);
    let level_stock = |level| Kind::of_level(level).map(|k| bank.count(k)).sum::<u32>();
    // A level-up may take a piece of any level above 1.
    let rewards_of = |level| {
        let of_level = |c: &&SearchCard| matches!(c.reward, Reward::Piece(k) if k.level() == level);
        cards.iter().filter(of_level).count() as u32 + level_ups_possible(state)
    };
    // A decomposition takes at most two pieces of a level (`O1 2xI2` from P5).
    let per_action = if ghost_possible(state) { 2 } else { 1 };
    let no_skip_within = |actions: u32| {
        (2..=4).all(|level| level_stock(level) > per_action * actions + rewards_of(level))
    };
    let (acts, lower_bound) = search_with_gain(cards, start, (1, edition), effort, watch)?;
    if no_skip_within(lower_bound.saturating_sub(1)) {
        return Ok((acts, lower_bound));
    }
    if lower_bound >= actions(&acts) {
        return search_with_gain(cards, start, (3, edition), effort, watch);
    }
    // The exact search's bound may not hold for plans that skip a level: fall back on the
    // estimate that allows for them.
    let allowing_skips = Search::new(cards, 3, 0, 1).estimate(&start, u32::MAX);
    Ok((acts, allowing_skips.min(lower_bound)))
}

/// A plan and the fewest actions any plan needs, proved with the estimate for upgrades that
/// add at most `gain` levels. A quick search that weighs its estimate double finds a plan
/// first; the exact search then looks only for shorter ones, and when it passes the limit
/// the quick plan stands with the exact search's lower bound.
fn search_with_gain(
    cards: &[SearchCard],
    start: Node,
    (gain, edition): (u32, Edition),
    effort: Effort,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Result<(Vec<Act>, u32), PlanError> {
    // What the quick search learnt of the kinds each card misses holds for the exact one.
    let mut missing_known = MissingKnown::default();
    let limit = effort.limit;
    let mut run = |weight, shorter_than| {
        let mut search = Search::new(cards, gain, limit, weight);
        search.shorter_than = shorter_than;
        search.every_placing_decomposition = effort.every_placing_decomposition;
        search.edition = edition;
        *search.missing_known.get_mut() = std::mem::take(&mut missing_known);
        let best = (shorter_than != u32::MAX).then_some(shorter_than);
        let found = search.run(start, &mut |states, lower_bound| {
            let lower_bound = if weight == 1 { lower_bound } else { 0 };
            watch(&SearchProgress {
                states,
                limit,
                lower_bound,
                best,
            })
        });
        missing_known = search.missing_known.into_inner();
        found
    };
    let exact = |acts: Vec<Act>| {
        let n = actions(&acts);
        (acts, n)
    };
    let quick = match run(2, u32::MAX) {
        Found::Plan(acts) => Some(acts),
        Found::Impossible => return Err(PlanError::Impossible),
        Found::TooLarge { .. } => None,
    };
    let known = quick.as_ref().map_or(u32::MAX, |q| actions(q));
    match (run(1, known), quick) {
        (Found::Plan(acts), _) => Ok(exact(acts)),
        (Found::Impossible, Some(quick)) => Ok(exact(quick)),
        (Found::Impossible, None) => Err(PlanError::Impossible),
        (Found::TooLarge { lower_bound }, Some(quick)) => Ok((quick, lower_bound)),
        (Found::TooLarge { .. }, None) => Err(PlanError::TooLarge { limit }),
    }
}

/// The actions `acts` take: a level-up's choice is an act but no action, so a plan with
/// level-ups has more acts than actions.
fn actions(acts: &[Act]) -> u32 {
    acts.iter().map(Act::cost).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::Catalogue;

    #[test]
    fn a_watched_search_reports_its_progress_and_its_bound_only_grows() {
        // A state whose exact search keeps tens of thousands of states.
        let text =
            "supply: 2xI3 3xI4 L4\ncards: [{card: W11}, {card: W06}, {card: B11}, {card: B01}]";
        let state = PlanState::parse(text, &Catalogue::base()).unwrap();
        let mut reports: Vec<SearchProgress> = Vec::new();
        let found = plan_watched(&state, SEARCH_LIMIT, &mut |p| {
            reports.push(*p);
            ControlFlow::Continue(())
        })
        .unwrap();
        assert!(found.proved());
        let actions = found.steps.len() as u32;
        let exact: Vec<&SearchProgress> = reports.iter().filter(|p| p.lower_bound > 0).collect();
        assert!(!exact.is_empty(), "{reports:?}");
        for p in &reports {
            assert!(p.states <= p.limit && p.limit == SEARCH_LIMIT, "{p:?}");
            assert!(
                p.lower_bound <= actions && p.best.is_none_or(|b| b >= actions),
                "{p:?}"
            );
        }
        assert!(
            exact
                .windows(2)
                .all(|w| w[0].lower_bound <= w[1].lower_bound)
        );
        assert!(exact.iter().all(|p| p.best.is_some()));
    }

    #[test]
    fn a_bots_search_places_a_decompositions_pieces_only_where_they_complete_a_card() {
        let search = |text: &str, every: bool| {
            let state = PlanState::parse(text, &Catalogue::base()).unwrap();
            let effort = Effort {
                every_placing_decomposition: every,
                ..Effort::exact(SEARCH_LIMIT)
            };
            let found = plan_with(&state, effort, &mut |_| ControlFlow::Continue(())).unwrap();
            let decomposes = |s: &PlanStep| match &s.action {
                PlanAction::Decompose { placements, .. } => placements.len(),
                _ => 0,
            };
            let placed: Vec<usize> = found.steps.iter().map(decomposes).collect();
            (found.steps.len(), placed)
        };
        // W01 (a T of five cells) from a P5 splits into two pieces of its shape (O1 L4,
        // I2 I3, O1 T4). A shortest plan places one in the decomposition's action, then
        // the other; a bot's search places a piece at once only to complete a card, so it
        // decomposes, then places both (a master action puts one piece on a card).
        let p5 = "supply: P5\ncards: [{card: W01}]";
        assert_eq!(search(p5, true), (2, vec![1, 0]));
        assert_eq!(search(p5, false), (3, vec![0, 0, 0]));
        // With an I3 on W01's top row already, the P5 into I2 I3 completes W01 with its I2
        // in one action, which both searches find.
        let on_card = "supply: P5\ncards: [{card: W01, pieces: [I3 b2 c2 d2]}]";
        assert_eq!(search(on_card, true), (1, vec![1]));
        assert_eq!(search(on_card, false), (1, vec![1]));
    }

    #[test]
    fn an_upgrade_to_a_kind_no_card_uses_can_feed_a_decomposition() {
        // E1 (a level-up card) wants a domino, W24 an L3, W22 a domino. The bank has one
        // I2 and one Z4, so the ghost P5 cannot split yet (it needs an L3 beside the I2).
        // Three actions: upgrade L3 to Z4 (the L3 goes to the bank), split P5 into I2 and
        // L3 placing them on E1 and W24 (E1's I2 comes back with the card), I2 on W22.
        let e1 = "cards:\n  - {id: E1, colour: white, points: 1, reward: up1, \
                  hole: \".....\\n.##..\\n.....\\n.....\\n.....\"}\n";
        let extra = Catalogue::parse(e1, "E1").unwrap();
        let base = Catalogue::base();
        let cards = base.cards().iter().chain(extra.cards());
        let deck = Catalogue::from_cards(cards.cloned().collect());
        let text = "supply: L3 P5\nbank: I2 Z4\nactions_left: 3\n\
                    cards: [{card: E1}, {card: W24}, {card: W22}]";
        let mut state = PlanState::parse(text, &deck).unwrap();
        // The case the property test found was in the Czech edition's exchange rules.
        state.edition = crate::project_l::Edition::Czech;
        let found = plan(&state).unwrap();
        assert!(found.proved());
        let notation: Vec<String> = found
            .steps
            .iter()
            .map(|s| s.action.notation(&state))
            .collect();
        assert_eq!(found.steps.len(), 3, "{notation:?}");
    }

    #[test]
    fn a_level_ups_choice_is_no_action_in_the_plans_length_or_its_bound() {
        // E1 (a level-up card) wants a domino, E2 a straight tromino. From an I2 alone:
        // place it on E1 (it comes back with the card), raise it to an I3 with the reward
        // (a choice, no action), place the I3 on E2: two actions, three acts. No plan has
        // one action: the supply holds one piece, and E2 needs a piece the I2 must become.
        let cards = "cards:\n  - {id: E1, colour: white, points: 1, reward: up1, \
                     hole: \".....\\n.##..\\n.....\\n.....\\n.....\"}\n  \
                     - {id: E2, colour: white, points: 1, reward: O1, \
                     hole: \".....\\n.###.\\n.....\\n.....\\n.....\"}\n";
        let deck = Catalogue::parse(cards, "E").unwrap();
        let state = PlanState::parse("supply: I2\ncards: [{card: E1}, {card: E2}]", &deck);
        let found = plan(&state.unwrap()).unwrap();
        let choices: usize = found.steps.iter().map(|s| s.level_ups.len()).sum();
        assert_eq!((found.steps.len(), choices), (2, 1), "{found:?}");
        assert_eq!(found.lower_bound, 2, "the bound counts actions, not acts");
        assert!(found.proved());
    }

    #[test]
    fn a_search_told_to_stop_gives_the_best_plan_so_far_or_none() {
        // tests/data/projectl/slow-plan.yaml: the exact search keeps millions of states,
        // the quick one finds a plan within tens of thousands.
        let text = "supply: I2 O1 L3 I3\n\
                    cards: [{card: B01}, {card: B05}, {card: B13}, {card: W11}]";
        let state = PlanState::parse(text, &Catalogue::base()).unwrap();
        // Stopped as soon as the exact search begins: the quick plan, not proved shortest.
        let mut stop_when_known = |p: &SearchProgress| match p.best {
            Some(_) => ControlFlow::Break(()),
            None => ControlFlow::Continue(()),
        };
        let found = plan_watched(&state, SEARCH_LIMIT, &mut stop_when_known).unwrap();
        assert!(
            !found.proved(),
            "{} {}",
            found.steps.len(),
            found.lower_bound
        );
        // Four black cards from two small pieces: stopped before the quick search found
        // any plan.
        let text = "supply: I2 O1\n\
                    cards: [{card: B01}, {card: B05}, {card: B11}, {card: B13}]";
        let state = PlanState::parse(text, &Catalogue::base()).unwrap();
        let at_once = plan_watched(&state, SEARCH_LIMIT, &mut |_| ControlFlow::Break(()));
        assert!(
            matches!(at_once, Err(PlanError::TooLarge { .. })),
            "{at_once:?}"
        );
    }
}
