//! Структура 25 positions as YAML files, read (with every inconsistency named) and written:
//!
//! ```yaml
//! grid: |          # 6 rows of 6: '.' empty, A B C D the chips of players 1 to 4
//!   A.B...
//!   ......
//!   (6 rows)
//! players:         # 2 to 4, in seat order
//!   - score: 12
//!     hand: 7      # chips in hand; default 10 minus the player's chips on the grid
//!     tokens: 1    # stability tokens held; default 0
//!     earned: 1    # tokens earned so far (at most 2); default: tokens
//!     spent: [line2, cluster, quiet]   # once-per-game rewards used; default none
//!   - score: 0
//! to_move: 1       # default: the player the turns lead to
//! supply: 7        # tokens in the supply; default 8 minus all tokens earned
//! turns: 12        # turns played so far, all players together; default: to_move - 1
//! ```
//!
//! A position is always at the start of a turn (no die or removal pending).

use super::combo::Spent;
use super::grid::{CELLS, SIDE, bit};
use super::state::{CHIPS, MAX_EARNED, MAX_PLAYERS, Phase, Side, State, TARGET, TOKENS, TURN_CAP};
use crate::yaml;
use serde::Deserialize;
use std::path::Path;

/// A position file that could not be read: the file, and what is wrong with which item.
pub type PositionError = crate::text_file::InFile<PositionErrorKind>;

/// What is wrong with a position. Players, rows and columns are numbered from 1.
#[derive(Debug, thiserror::Error)]
pub enum PositionErrorKind {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("invalid position file: {0}")]
    Yaml(yaml::YamlError),
    #[error("players: {0} given, a game has 2 to 4")]
    Players(usize),
    #[error("grid: {0} rows, expected 6")]
    Rows(usize),
    #[error("grid row {row}: {length} cells, expected 6")]
    RowLength { row: usize, length: usize },
    #[error(
        "grid row {row}, column {column}: {letter:?} is not a player's letter (. or {letters})"
    )]
    Letter {
        row: usize,
        column: char,
        letter: char,
        letters: String,
    },
    #[error("players[{player}]: {on_grid} chips on the grid and {hand} in hand; a player has 10")]
    Chips {
        player: usize,
        on_grid: u32,
        hand: u8,
    },
    #[error("players[{player}].score: {score}, a score is 0 to 25")]
    Score { player: usize, score: i64 },
    #[error("players[{player}].{}: {earned}, a player earns at most 2 tokens{}",
        if *from_tokens { "tokens" } else { "earned" },
        if *from_tokens { ", so holds at most 2" } else { "" })]
    Earned {
        player: usize,
        /// Whether the count is `tokens` (`earned` left out, so it defaults to them).
        from_tokens: bool,
        earned: u8,
    },
    #[error("players[{player}].tokens: {held} held but {earned} earned")]
    Held { player: usize, held: u8, earned: u8 },
    #[error(
        "players[{player}]: {} earned, but only {rewards} of the cluster and the quiet move are marked spent \
         (tokens come only from those two: add {missing} to spent)",
        crate::wording::count(*earned, "token")
    )]
    EarnedUnspent {
        player: usize,
        earned: u8,
        rewards: u8,
        /// What to mark spent: `quiet or cluster`, `cluster`, `quiet` or `cluster and quiet`.
        missing: &'static str,
    },
    #[error("players[{player}]: score {score} is below the {minimum} points of the spent {spent}")]
    ScoreBelowSpent {
        player: usize,
        score: u8,
        minimum: u8,
        /// What is marked spent that scored: `line of 2`, `cluster` or both.
        spent: &'static str,
    },
    #[error(
        "players[{player}].spent: {reward} is listed twice (each reward is used once a game at most)"
    )]
    SpentTwice { player: usize, reward: &'static str },
    #[error("supply: {supply} tokens and {earned} earned make more than the 8 of the game")]
    Supply { supply: u8, earned: u8 },
    #[error("players: players {0} and {1} both have 25; the game ends at the first")]
    TwoWinners(usize, usize),
    #[error("to_move: player {number} does not exist (players are numbered 1 to {players})")]
    ToMove { number: usize, players: usize },
    #[error("turns: {turns}, the game ends after {limit}")]
    Turns { turns: u16, limit: u16 },
    #[error(
        "to_move: player {number} cannot be to move after {turns} turns: turns go round in \
         seat order from player 1, so player {follows} is (write to_move: {follows} or leave \
         it out, or correct turns)"
    )]
    OutOfTurn {
        number: usize,
        turns: u16,
        follows: usize,
    },
}

crate::errors::from_cause!(yaml::YamlError => PositionErrorKind::Yaml);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionFile {
    grid: String,
    players: Vec<PlayerEntry>,
    to_move: Option<usize>,
    supply: Option<u8>,
    turns: Option<u16>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerEntry {
    /// Read wide, so that a negative or huge score is told the score's own range rather
    /// than the byte's.
    #[serde(default)]
    score: i64,
    hand: Option<u8>,
    #[serde(default)]
    tokens: u8,
    earned: Option<u8>,
    #[serde(default)]
    spent: Vec<Reward>,
}

/// A once-per-game reward, as position files name it.
#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Reward {
    Line2,
    Cluster,
    Quiet,
}

impl Reward {
    /// The reward as position files name it.
    fn name(self) -> &'static str {
        match self {
            Reward::Line2 => "line2",
            Reward::Cluster => "cluster",
            Reward::Quiet => "quiet",
        }
    }
}

/// The letter of a player's chips on drawings: `A` for player 1.
pub fn letter(player: usize) -> char {
    (b'A' + player as u8) as char
}

/// Reads a position file.
pub fn load(path: &Path) -> Result<State, PositionError> {
    let kind = crate::text_file::read(path)
        .map_err(PositionErrorKind::Read)
        .and_then(|text| read(&text));
    kind.map_err(|kind| PositionError {
        file: path.display().to_string(),
        kind,
    })
}

/// Reads a position from text; `file` names it in errors.
pub fn parse(text: &str, file: &str) -> Result<State, PositionError> {
    read(text).map_err(|kind| PositionError {
        file: file.to_string(),
        kind,
    })
}

fn read(text: &str) -> Result<State, PositionErrorKind> {
    let raw: PositionFile = yaml::from_str(text)?;
    let players = raw.players.len();
    if !(2..=MAX_PLAYERS).contains(&players) {
        return Err(PositionErrorKind::Players(players));
    }
    let chips = read_grid(&raw.grid, players)?;
    let mut state = State::new(players);
    for (p, entry) in raw.players.iter().enumerate() {
        state.sides[p] = read_side(p + 1, entry, chips[p])?;
    }
    let earned: u8 = state.active().iter().map(|s| s.earned).sum();
    state.supply = raw.supply.unwrap_or(TOKENS.saturating_sub(earned));
    if state.supply + earned > TOKENS {
        return Err(PositionErrorKind::Supply {
            supply: state.supply,
            earned,
        });
    }
    let limit = TURN_CAP * players as u16;
    let turns = match (raw.turns, raw.to_move) {
        (Some(turns), _) => turns,
        // Player N to move: N - 1 turns played, the fewest that lead to them.
        (None, Some(number)) if (1..=players).contains(&number) => number as u16 - 1,
        (None, _) => 0,
    };
    if turns > limit {
        return Err(PositionErrorKind::Turns { turns, limit });
    }
    state.turns = turns;
    state.to_move = to_move(raw.to_move, turns, players)?;
    state.winner = winner(&state)?;
    Ok(state)
}

/// The player to move (from 0): `to_move` if given, which must be the one the turns played
/// lead to (every turn, a pass included, goes to the next seat, and the turn cap counts
/// them so), else that one. Without `turns`, they are the fewest that lead to `to_move`.
fn to_move(given: Option<usize>, turns: u16, players: usize) -> Result<usize, PositionErrorKind> {
    let follows = usize::from(turns) % players + 1;
    match given.unwrap_or(follows) {
        number if !(1..=players).contains(&number) => {
            Err(PositionErrorKind::ToMove { number, players })
        }
        number if number != follows => Err(PositionErrorKind::OutOfTurn {
            number,
            turns,
            follows,
        }),
        number => Ok(number - 1),
    }
}

fn winner(state: &State) -> Result<Option<usize>, PositionErrorKind> {
    let at_target: Vec<usize> = (0..state.players())
        .filter(|&p| state.sides[p].score == TARGET)
        .collect();
    match at_target.as_slice() {
        [] => Ok(None),
        [one] => Ok(Some(*one)),
        [a, b, ..] => Err(PositionErrorKind::TwoWinners(a + 1, b + 1)),
    }
}

fn read_grid(text: &str, players: usize) -> Result<Vec<u64>, PositionErrorKind> {
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .collect();
    if rows.len() != SIDE {
        return Err(PositionErrorKind::Rows(rows.len()));
    }
    let mut chips = vec![0; players];
    for (r, line) in rows.iter().enumerate() {
        let cells: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        if cells.len() != SIDE {
            return Err(PositionErrorKind::RowLength {
                row: r + 1,
                length: cells.len(),
            });
        }
        for (c, &ch) in cells.iter().enumerate() {
            if ch == '.' {
                continue;
            }
            let owner = (0..players).find(|&p| letter(p) == ch.to_ascii_uppercase());
            let Some(p) = owner else {
                return Err(PositionErrorKind::Letter {
                    row: r + 1,
                    column: (b'a' + c as u8) as char,
                    letter: ch,
                    letters: (0..players).map(letter).collect(),
                });
            };
            chips[p] |= bit(r * SIDE + c);
        }
    }
    Ok(chips)
}

fn read_side(player: usize, entry: &PlayerEntry, chips: u64) -> Result<Side, PositionErrorKind> {
    let on_grid = chips.count_ones();
    let hand = entry.hand.unwrap_or(CHIPS.saturating_sub(on_grid as u8));
    if on_grid + u32::from(hand) != u32::from(CHIPS) {
        return Err(PositionErrorKind::Chips {
            player,
            on_grid,
            hand,
        });
    }
    let score = u8::try_from(entry.score)
        .ok()
        .filter(|&score| score <= TARGET)
        .ok_or(PositionErrorKind::Score {
            player,
            score: entry.score,
        })?;
    let earned = entry.earned.unwrap_or(entry.tokens);
    if earned > MAX_EARNED {
        return Err(PositionErrorKind::Earned {
            player,
            from_tokens: entry.earned.is_none(),
            earned,
        });
    }
    if entry.tokens > earned {
        return Err(PositionErrorKind::Held {
            player,
            held: entry.tokens,
            earned,
        });
    }
    let spent = read_spent(player, &entry.spent)?;
    check_spent(player, score, earned, spent)?;
    Ok(Side {
        chips,
        hand,
        score,
        held: entry.tokens,
        earned,
        spent,
    })
}

/// The rewards a player has used, each once at most (a reward is once per game).
fn read_spent(player: usize, listed: &[Reward]) -> Result<Spent, PositionErrorKind> {
    for (i, reward) in listed.iter().enumerate() {
        if listed[..i].contains(reward) {
            let reward = reward.name();
            return Err(PositionErrorKind::SpentTwice { player, reward });
        }
    }
    Ok(Spent {
        line2: listed.contains(&Reward::Line2),
        cluster: listed.contains(&Reward::Cluster),
        quiet: listed.contains(&Reward::Quiet),
    })
}

/// Tokens come only from the cluster and the quiet move, and scores never fall below 24,
/// so what is marked spent bounds what was earned and scored.
fn check_spent(
    player: usize,
    score: u8,
    earned: u8,
    spent: Spent,
) -> Result<(), PositionErrorKind> {
    let rewards = u8::from(spent.cluster) + u8::from(spent.quiet);
    if earned > rewards {
        let missing = match (spent.cluster, spent.quiet) {
            (false, false) if earned >= 2 => "cluster and quiet",
            (false, false) => "quiet or cluster",
            (true, _) => "quiet",
            (false, true) => "cluster",
        };
        return Err(PositionErrorKind::EarnedUnspent {
            player,
            earned,
            rewards,
            missing,
        });
    }
    let minimum = 3 * u8::from(spent.line2) + 7 * u8::from(spent.cluster);
    if score < minimum {
        let scored = match (spent.line2, spent.cluster) {
            (true, true) => "line of 2 and cluster",
            (true, false) => "line of 2",
            _ => "cluster",
        };
        return Err(PositionErrorKind::ScoreBelowSpent {
            player,
            score,
            minimum,
            spent: scored,
        });
    }
    Ok(())
}

/// The state as the text of a position file (a state in the middle of a turn is written
/// as it stands, without the pending die or removal).
pub fn to_text(state: &State) -> String {
    let mut out = String::from("grid: |\n");
    for r in 0..SIDE {
        let row: String = (0..SIDE)
            .map(|c| cell_letter(state, r * SIDE + c))
            .collect();
        out.push_str(&format!("  {row}\n"));
    }
    out.push_str("players:\n");
    for side in state.active() {
        out.push_str(&side_text(side));
    }
    out.push_str(&format!("to_move: {}\n", state.to_move + 1));
    out.push_str(&format!("supply: {}\n", state.supply));
    out.push_str(&format!("turns: {}\n", state.turns));
    out
}

/// The letter drawn for a cell: `.` or the owner's letter.
pub fn cell_letter(state: &State, cell: usize) -> char {
    debug_assert!(cell < CELLS);
    (0..state.players())
        .find(|&p| state.sides[p].chips & bit(cell) != 0)
        .map_or('.', letter)
}

fn side_text(side: &Side) -> String {
    let mut spent = Vec::new();
    for (used, reward) in [
        (side.spent.line2, Reward::Line2),
        (side.spent.cluster, Reward::Cluster),
        (side.spent.quiet, Reward::Quiet),
    ] {
        if used {
            spent.push(reward.name());
        }
    }
    format!(
        "  - score: {}\n    hand: {}\n    tokens: {}\n    earned: {}\n    spent: [{}]\n",
        side.score,
        side.hand,
        side.held,
        side.earned,
        spent.join(", ")
    )
}

/// Whether a state is at the start of a turn (so its position file says everything).
pub fn at_turn_start(state: &State) -> bool {
    state.phase == Phase::Move
}

/// A position for tests: the grid's first rows (the rest empty) and the rest of the file.
#[cfg(test)]
pub(crate) fn sketch(rows: &[&str], rest: &str) -> State {
    let mut grid: Vec<String> = rows.iter().map(|r| format!("  {r:.<6}")).collect();
    grid.resize(SIDE, "  ......".into());
    parse(&format!("grid: |\n{}\n{rest}", grid.join("\n")), "test").expect("a valid test position")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::struktura25::grid;
    use PositionErrorKind as K;

    const EMPTY: &str = "grid: |\n  ......\n  ......\n  ......\n  ......\n  ......\n  ......\n";

    fn with_grid(first_row: &str, rest: &str) -> String {
        EMPTY.replacen("......", first_row, 1) + rest
    }

    fn refused(text: &str) -> PositionErrorKind {
        parse(text, "pos.yaml").expect_err("refused").kind
    }

    /// Turns go round in seat order from player 1: after 111 turns of 2 players (55 each
    /// and one more for player 1), player 2 is to move; after 7 of 3, player 2 too.
    #[test]
    fn the_player_to_move_follows_from_the_turns() {
        let two =
            |extra: &str| with_grid("......", &format!("players:\n  - {{}}\n  - {{}}\n{extra}"));
        assert_eq!(parse(&two("turns: 111\n"), "p.yaml").unwrap().to_move, 1);
        assert_eq!(
            parse(&two("turns: 111\nto_move: 2\n"), "p.yaml")
                .unwrap()
                .to_move,
            1
        );
        assert!(matches!(
            refused(&two("turns: 111\nto_move: 1\n")),
            K::OutOfTurn {
                number: 1,
                turns: 111,
                follows: 2
            }
        ));
        assert_eq!(parse(&two("to_move: 2\n"), "p.yaml").unwrap().turns, 1);
        let three = with_grid("......", "players:\n  - {}\n  - {}\n  - {}\nturns: 7\n");
        assert_eq!(parse(&three, "p.yaml").unwrap().to_move, 1);
    }

    #[test]
    fn a_written_position_reads_back() {
        let text = with_grid(
            "AAB...",
            "players:\n  - {score: 10, tokens: 1, earned: 1, spent: [line2, cluster]}\n  - {score: 3}\nto_move: 2\nturns: 5\n",
        );
        let state = parse(&text, "pos.yaml").unwrap();
        assert_eq!(state.sides[0].hand, 8);
        assert_eq!(state.supply, 7);
        assert_eq!(state.to_move, 1);
        assert_eq!(parse(&to_text(&state), "again").unwrap(), state);
        assert_eq!(grid::names(state.sides[0].chips), "a1 b1");
    }

    #[test]
    fn inconsistent_positions_are_refused_by_item() {
        let two = "players:\n  - {}\n  - {}\n";
        assert!(matches!(
            refused(&with_grid("AAAAAA", "players:\n  - {hand: 5}\n  - {}\n")),
            K::Chips {
                player: 1,
                on_grid: 6,
                hand: 5
            }
        ));
        assert!(matches!(
            refused(&with_grid("AAC...", two)),
            K::Letter {
                row: 1,
                column: 'c',
                letter: 'C',
                ..
            }
        ));
        assert!(matches!(
            refused(&with_grid("......", "players:\n  - {score: 26}\n  - {}\n")),
            K::Score {
                player: 1,
                score: 26
            }
        ));
        assert!(matches!(
            refused(&with_grid("......", "players:\n  - {}\n  - {earned: 3}\n")),
            K::Earned {
                player: 2,
                from_tokens: false,
                earned: 3
            }
        ));
        assert!(matches!(
            refused(&with_grid("......", "players:\n  - {tokens: 9}\n  - {}\n")),
            K::Earned {
                player: 1,
                from_tokens: true,
                earned: 9
            }
        ));
        assert!(matches!(
            refused(&with_grid(
                "......",
                "players:\n  - {tokens: 2, earned: 1, spent: [cluster]}\n  - {}\n"
            )),
            K::Held { .. }
        ));
        assert!(matches!(
            refused(&with_grid("......", "players:\n  - {earned: 1}\n  - {}\n")),
            K::EarnedUnspent { .. }
        ));
        assert!(matches!(
            refused(&with_grid(
                "......",
                "players:\n  - {score: 5, spent: [cluster]}\n  - {}\n"
            )),
            K::ScoreBelowSpent { minimum: 7, .. }
        ));
        // Each reward is once a game: listed twice, it is a mistake, not two uses.
        assert!(matches!(
            refused(&with_grid(
                "......",
                "players:\n  - {}\n  - {earned: 1, spent: [quiet, quiet]}\n"
            )),
            K::SpentTwice {
                player: 2,
                reward: "quiet"
            }
        ));
        assert!(matches!(
            refused(&with_grid("......", "players:\n  - {}\n")),
            K::Players(1)
        ));
        assert!(matches!(
            refused(&with_grid(
                "......",
                "players:\n  - {}\n  - {}\nto_move: 3\n"
            )),
            K::ToMove { number: 3, .. }
        ));
        assert!(matches!(
            refused(&with_grid(
                "......",
                "players:\n  - {}\n  - {}\nsupply: 9\n"
            )),
            K::Supply { .. }
        ));
        assert!(matches!(
            refused("grid: |\n  ......\nplayers: []\n"),
            K::Players(0)
        ));
        assert!(matches!(
            refused(&(EMPTY.replacen("......", "...", 1) + two)),
            K::RowLength { row: 1, length: 3 }
        ));
        assert!(matches!(
            refused("grid: x\nplayers: []\ncolour: red\n"),
            K::Yaml(_)
        ));
    }
}
