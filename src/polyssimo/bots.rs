//! Polyssimo bots. `greedy` drafts the biggest piece left and places the biggest piece it
//! can where the fewest of the others' pieces still fit, then the most of its own, then
//! the fewest moves are left to the others. `search` places by the endgame solver where
//! it proves the value within its budget, else by a depth-limited search (see `advice`),
//! and drafts by playouts of the rest of the game (see `draft`); in Golomb's game it plays
//! the shipped strategy book's proved answer where the book knows the position. The
//! `search` of before, which drafted like `greedy`, is kept for measurement only:
//! `search-greedy-draft`, offered when `TESSERA_DEV_BOTS` is set.

use super::advice::{Advice, Allowance, advise};
use super::draft::{DRAFT_PLAYOUTS, DraftBudget, NODES_PER_PLAYOUT, draft_search};
use super::game::{GameState, Move, Polyssimo};
use super::playout::{Draft, biggest_moves};
use super::rules::{Placing, State};
use crate::engine::Bot;
use crate::random::Rng;

/// Biggest piece first, then the placement that leaves the others the fewest moves.
pub struct GreedyBot;

/// The endgame solver, then a depth-limited search, within a budget (by default a node
/// count, so that a game replays the same); the draft by playouts, or like `greedy`.
pub struct SearchBot {
    pub budget: Allowance,
    pub drafting: Drafting,
}

/// How the search bot drafts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drafting {
    /// By playouts of the rest of the game (see `polyssimo::draft`).
    Search,
    /// The biggest piece left, as `greedy` (the bot of before, for measurement).
    Greedy,
}

impl SearchBot {
    /// The search bot within a budget.
    pub fn within(budget: Allowance) -> SearchBot {
        SearchBot {
            budget,
            drafting: Drafting::Search,
        }
    }

    /// The draft search's budget: playouts for the node count, or the time.
    fn draft_budget(&self) -> DraftBudget {
        match self.budget {
            Allowance::Nodes(n) => DraftBudget {
                playouts: (n / NODES_PER_PLAYOUT).max(1),
                deadline: None,
                stop: None,
            },
            Allowance::Time(t) => DraftBudget {
                playouts: u64::MAX,
                deadline: Some(std::time::Instant::now() + t),
                stop: None,
            },
        }
    }

    fn draft(&self, game: &Polyssimo, state: &GameState, rng: &mut Rng) -> Move {
        let draft = Draft::of(game, state).expect("a draft pick in the draft");
        if self.drafting == Drafting::Greedy {
            return greedy_draft(game, draft.pool, rng);
        }
        let advice = draft_search(game.rules(), draft, self.draft_budget(), rng.next_u64());
        Move::Take(advice.ranked[0].piece)
    }
}

/// The search bot's default node count (for each of its two searches: together about a
/// tenth of a second; in the draft, `DRAFT_PLAYOUTS` playouts).
pub const SEARCH_NODES: u64 = DRAFT_PLAYOUTS * NODES_PER_PLAYOUT;

pub(super) fn greedy_draft(game: &Polyssimo, pool: u32, rng: &mut Rng) -> Move {
    let rules = game.rules();
    let biggest = (0..32)
        .filter(|k| pool & (1 << k) != 0)
        .map(|k| rules.size(k))
        .max()
        .unwrap_or(0);
    let choices: Vec<usize> = (0..32)
        .filter(|&k| pool & (1 << k) != 0 && rules.size(k) == biggest)
        .collect();
    Move::Take(choices[rng.below(choices.len() as u64) as usize])
}

pub(super) fn greedy_place(game: &Polyssimo, state: &State, rng: &mut Rng) -> Move {
    let rules = game.rules();
    let mut moves = Vec::new();
    biggest_moves(rules, state, &mut moves);
    let me = usize::from(state.to_move);
    let mut best: Vec<Placing> = Vec::new();
    let mut best_score = None;
    for &mv in &moves {
        let after = rules.play(state, mv);
        let score = placement_score(game, &after, me);
        if best_score.is_none_or(|b| score > b) {
            best_score = Some(score);
            best.clear();
        }
        if best_score == Some(score) {
            best.push(mv);
        }
    }
    Move::Place(best[rng.below(best.len() as u64) as usize])
}

/// How good a position is for `me` after a placement, compared in order: fewer of the
/// others' pieces that still fit anywhere (spots spoiled), more of mine that still fit
/// (spots kept), fewer moves left to the others.
fn placement_score(game: &Polyssimo, after: &State, me: usize) -> (i64, i64, i64) {
    let rules = game.rules();
    let pieces_that_fit = |player: usize| {
        let hand = after.hands[player];
        (0..32)
            .filter(|&k| hand & (1 << k) != 0 && rules.fits_somewhere(k, &after.occupied))
            .count() as i64
    };
    let others: Vec<usize> = (0..usize::from(after.players))
        .filter(|&p| p != me)
        .collect();
    let spoiled = -others.iter().map(|&p| pieces_that_fit(p)).sum::<i64>();
    let kept = pieces_that_fit(me);
    let mut scratch = Vec::new();
    let mobility: i64 = others
        .iter()
        .map(|&p| {
            rules.moves(
                &State {
                    to_move: p as u8,
                    out: 0,
                    ..*after
                },
                &mut scratch,
            );
            scratch.len() as i64
        })
        .sum();
    (spoiled, kept, -mobility)
}

impl Bot<Polyssimo> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, game: &Polyssimo, state: &GameState, rng: &mut Rng) -> Move {
        match state {
            GameState::Draft { pool, .. } => greedy_draft(game, *pool, rng),
            GameState::Placement(s, _) => greedy_place(game, s, rng),
        }
    }
}

impl Bot<Polyssimo> for SearchBot {
    fn name(&self) -> &str {
        match self.drafting {
            Drafting::Search => "search",
            Drafting::Greedy => "search-greedy-draft",
        }
    }

    fn choose(&mut self, game: &Polyssimo, state: &GameState, rng: &mut Rng) -> Move {
        match state {
            GameState::Draft { .. } => self.draft(game, state, rng),
            GameState::Placement(..) if let Some(answer) = from_the_book(game, state) => {
                Move::Place(answer)
            }
            GameState::Placement(s, _) => match advise(game.rules(), s, self.budget, None) {
                Advice::Proved(mv, _) => Move::Place(mv),
                Advice::Estimated(solution) => Move::Place(solution.line[0]),
                Advice::Nothing => greedy_place(game, s, rng),
            },
        }
    }
}

/// The shipped Golomb strategy book's proved answer, where it knows the position: the
/// search bot plays from the proof where one is at hand.
fn from_the_book(game: &Polyssimo, state: &GameState) -> Option<Placing> {
    let position = game.position(state).ok()?;
    super::golomb_book::book_answer(&position, game.rules()).map(|a| a.placing)
}

/// A Polyssimo bot by name.
pub fn bot(name: &str) -> Option<Box<dyn Bot<Polyssimo>>> {
    match name {
        "random" => Some(Box::new(crate::engine::RandomBot)),
        "greedy" => Some(Box::new(GreedyBot)),
        "search" => Some(Box::new(SearchBot::within(Allowance::Nodes(SEARCH_NODES)))),
        "search-greedy-draft" => Some(Box::new(SearchBot {
            budget: Allowance::Nodes(SEARCH_NODES),
            drafting: Drafting::Greedy,
        })),
        "perfect" => Some(Box::new(super::perfect::PerfectBot)),
        _ => None,
    }
}

/// The names [`bot`] knows: Polyssimo's bots, and Golomb's `perfect`.
pub const BOT_NAMES: &[&str] = &["greedy", "random", "search", "perfect"];
/// The bots of Polyssimo (the rules in their own mode).
pub const POLYSSIMO_BOTS: &[&str] = &["greedy", "random", "search"];
/// The same with the search bot of before, for measurement (`TESSERA_DEV_BOTS` set).
pub const POLYSSIMO_DEV_BOTS: &[&str] = &["greedy", "random", "search", "search-greedy-draft"];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Turn};
    use crate::polyssimo::Options;

    /// The draft played by search bots from the start: every pick as the game takes it.
    fn draft_by_search(players: usize, seed: u64) -> Vec<Move> {
        let game = Polyssimo::new(&Options {
            players,
            ..Options::default()
        })
        .unwrap();
        let mut bot = SearchBot::within(Allowance::Nodes(20 * NODES_PER_PLAYOUT));
        let mut state = game.initial();
        let mut picks = Vec::new();
        let mut rng = Rng::new(seed);
        while let GameState::Draft { .. } = state {
            assert!(matches!(game.turn(&state), Turn::Player(_)));
            let mv = bot.choose(&game, &state, &mut rng);
            state = game.play(&state, &mv).expect("a legal pick");
            picks.push(mv);
        }
        picks
    }

    #[test]
    fn the_search_bots_draft_is_legal_and_the_same_for_a_seed() {
        for players in 2..=4 {
            let picks = draft_by_search(players, 11);
            // The 24 pieces, each taken once, and the draft is over.
            assert_eq!(picks.len(), 24, "{players} players");
            assert_eq!(picks, draft_by_search(players, 11), "{players} players");
        }
    }
}
