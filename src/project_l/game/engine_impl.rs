//! Project L behind the shared game interface: turns, legal moves, play, notation, and the
//! outcome — scores, and ties broken by completed cards, then pieces in supply; and how a
//! game is set up from its options, with its bots.

use super::moves::{Move, format_move, parse_move};
use super::state::{Phase, State};
use super::{Difficulty, Illegal, Options, ProjectL, SetupError, solo};
use crate::engine::{Bot, Budget, Game, OptionKind, OptionSpec, Outcome, Playable, Turn};

impl ProjectL {
    /// A player's score: points of completed cards (face-up ones in the aggressive duel)
    /// less finishing touches, and in the solo
    /// game less the points of unfinished cards; plus the favourite-piece and unlock-sheet
    /// bonuses.
    pub fn score(&self, state: &State, p: usize) -> i64 {
        let player = &state.players[p];
        let points = |c: u16| i64::from(self.deck.cards()[c as usize].points);
        // Cards turned face down by a defence score nothing.
        let completed: i64 = player
            .completed
            .iter()
            .filter(|c| !player.face_down.contains(c))
            .map(|&c| points(c))
            .sum();
        let unfinished: i64 = match self.solo() {
            Some(_) => player.cards.iter().map(|c| points(c.card)).sum(),
            None => 0,
        };
        completed - i64::from(player.touches) - unfinished
            + self.favourite_bonus(state, p)
            + self.sheet_bonus(state, p)
    }

    /// The virtual opponent's score in the solo game.
    pub fn opponent_score(&self, state: &State) -> i64 {
        solo::opponent_score(self, state) + self.opponent_favourite_bonus(state)
    }
}

impl Game for ProjectL {
    type State = State;
    type Move = Move;
    type Illegal = Illegal;

    fn name(&self) -> &'static str {
        "project-l"
    }

    fn players(&self) -> usize {
        self.players
    }

    fn initial(&self) -> State {
        self.setup(self.seed)
    }

    fn initial_seeded(&self, seed: u64) -> State {
        self.setup(seed)
    }

    fn turn(&self, state: &State) -> Turn {
        match state.phase {
            Phase::Turns => Turn::Player(state.to_move),
            Phase::Favourites(p) | Phase::Defend(p) | Phase::Touches(p) => Turn::Player(p),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_moves(&self, state: &State) -> Vec<Move> {
        self.legal_moves_of(state)
    }

    fn play(&self, state: &State, mv: &Move) -> Result<State, Illegal> {
        ProjectL::play(self, state, mv)
    }

    fn turn_continues(&self, before: &State, after: &State) -> bool {
        match (before.phase, after.phase) {
            (Phase::Turns, Phase::Turns) => after.turns_played == before.turns_played,
            (Phase::Touches(a), Phase::Touches(b)) => a == b,
            _ => false,
        }
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        if state.phase != Phase::Over {
            return None;
        }
        let scores: Vec<i64> = (0..state.players.len())
            .map(|p| self.score(state, p))
            .collect();
        if let Some(loser) = state.loser {
            let winners = (0..scores.len()).filter(|&p| p != loser).collect();
            return Some(Outcome { scores, winners });
        }
        if self.solo().is_some() {
            let won = self.opponent_beaten(state) || scores[0] > self.opponent_score(state);
            let winners = if won { vec![0] } else { Vec::new() };
            return Some(Outcome { scores, winners });
        }
        let rank = |p: usize| {
            let player = &state.players[p];
            (scores[p], player.completed.len(), player.supply.pieces())
        };
        let best = (0..scores.len()).map(rank).max()?;
        let winners = (0..scores.len()).filter(|&p| rank(p) == best).collect();
        Some(Outcome { scores, winners })
    }

    fn result_text(&self, state: &State) -> Option<String> {
        if state.phase == Phase::Over
            && let Some(text) = self.loss_text(state)
        {
            return Some(text);
        }
        self.solo()?;
        let (mine, theirs) = (self.score(state, 0), self.opponent_score(state));
        Some(if mine > theirs {
            format!("player 1 beats the virtual opponent {mine} to {theirs}")
        } else {
            format!("the virtual opponent wins {theirs} to {mine} (it wins ties)")
        })
    }

    fn format_move(&self, _state: &State, mv: &Move) -> String {
        format_move(self.deck, mv)
    }

    fn parse_move(&self, _state: &State, text: &str) -> Result<Move, Illegal> {
        parse_move(self.deck, self.fitters, text)
    }

    fn render(&self, state: &State) -> Vec<String> {
        self.draw(state)
    }

    fn picture(&self, state: &State) -> Option<crate::picture::Scene> {
        Some(self.scene(state))
    }
}

impl Playable for ProjectL {
    type Options = Options;
    type SetupError = SetupError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "players",
            value_name: "N",
            help: "Number of players, 2 to 5 [default: 2, or 1 with --solo]",
            kind: OptionKind::Number,
        },
        OptionSpec {
            name: "solo",
            value_name: "DIFFICULTY",
            help: "The solo game against the virtual opponent",
            kind: OptionKind::Choice(Difficulty::NAMES),
        },
        OptionSpec {
            name: "bank",
            value_name: "K",
            help: "Pieces of each kind in the bank [default: 15]",
            kind: OptionKind::Number,
        },
        OptionSpec {
            name: "favourite",
            value_name: "HOW",
            help: "Favourite-piece variant: choose (setup moves `favourite KIND`), random, or \
                   one level-3/4 kind per player in seat order (L4,T4)",
            kind: OptionKind::Text,
        },
        OptionSpec {
            name: "unlock-sheet",
            value_name: "FILE",
            help: "Piece-unlock variant: a YAML file of unlock sheets, one for all players or \
                   one per player (kept in the state file)",
            kind: OptionKind::TextFile,
        },
        OptionSpec {
            name: "aggressive",
            value_name: "MODE",
            help: "Aggressive variants: duel (2 players: attacks, defence stacks and charges) \
                   or solo (with --solo: the solo game by the duel's rules)",
            kind: OptionKind::Choice(super::Aggressive::NAMES),
        },
        OptionSpec {
            name: "turns",
            value_name: "HOW",
            help: "single (one player at a time) or simultaneous (4-5 players: the white and \
                   black markers' holders play, each from its own side's two rows of 3)",
            kind: OptionKind::Choice(super::Turns::NAMES),
        },
        OptionSpec {
            name: "edition",
            value_name: "SHEET",
            help: "Whose exchange rules: ukrainian (the default: up to the next level the bank \
                   holds, down to any level) or czech (the first edition: the same level, one \
                   down or one up; two up only when the bank has none one up)",
            kind: OptionKind::Choice(crate::project_l::Edition::NAMES),
        },
    ];
    const BOTS: &'static [&'static str] = super::super::bots::BOT_NAMES;

    fn from_options(options: &Options, seed: u64) -> Result<ProjectL, SetupError> {
        ProjectL::new(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn bot(name: &str) -> Option<Box<dyn Bot<ProjectL>>> {
        super::super::bots::bot(name)
    }

    fn hint(
        &self,
        state: &State,
        time: crate::engine::HintTime,
        rng: &mut crate::random::Rng,
    ) -> crate::engine::Hint<Move> {
        super::super::hint::hint(self, state, time, rng)
    }

    fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<ProjectL>>> {
        super::super::bots::bot_within(name, budget)
    }
}
