//! Invariants of Структура 25 over thousands of seeded games with 2–4 players, random and
//! bot players: chips are conserved (grid + hand = 10 each), nobody earns more than 2
//! tokens and at most 8 exist, a collapse leaves at most 24 points, the line of 2 and the
//! cluster are activated at most once per player, every listed move plays and its notation
//! reads back, replaying the history reproduces the state, writing the position out and
//! reading it back too, and every game ends; every combination of the rules options
//! (`stalemate`, `correction`, `line2`) is played, with the invariants as each reading
//! changes them. `TESSERA_S25_GAMES` scales the number of random games (default 2000).

use tessera::engine::{Bot, Game, RandomBot, Turn};
use tessera::random::Rng;
use tessera::struktura25::bots;
use tessera::struktura25::moves::{self, Move};
use tessera::struktura25::position;
use tessera::struktura25::{Correction, Line2, Options, Readings, Stalemate, State, Struktura25};

fn game(players: usize) -> Struktura25 {
    game_with(players, Readings::default())
}

fn game_with(players: usize, readings: Readings) -> Struktura25 {
    Struktura25::new(&Options {
        players,
        stalemate: Some(readings.stalemate),
        correction: Some(readings.correction),
        line2: Some(readings.line2),
        ..Options::default()
    })
    .unwrap()
}

/// One of the 8 combinations of the readings.
fn readings(combination: u64) -> Readings {
    Readings {
        stalemate: [Stalemate::Highest, Stalemate::Draw][(combination % 2) as usize],
        correction: [Correction::Cap, Correction::NoCap][(combination / 2 % 2) as usize],
        line2: [Line2::PerPlayer, Line2::Once][(combination / 4 % 2) as usize],
    }
}

fn check_invariants(state: &State) {
    let no_cap = state.readings.correction == Correction::NoCap;
    let mut earned = 0;
    for (p, side) in state.active().iter().enumerate() {
        assert_eq!(
            side.chips.count_ones() + u32::from(side.hand),
            10,
            "player {} chips",
            p + 1
        );
        assert!(
            side.earned <= 2 && side.held <= side.earned,
            "player {} tokens",
            p + 1
        );
        // Only a collapse a token cancelled with `correction: no-cap` leaves more than 25.
        assert!(side.score <= 25 || no_cap);
        assert!(side.score != 25 || state.winner == Some(p));
        earned += side.earned;
    }
    assert!(
        earned + state.supply <= 8,
        "tokens: {earned} earned, {} in supply",
        state.supply
    );
    let chips = state.active().iter().map(|s| s.chips);
    assert_eq!(
        chips.clone().fold(0, |a, c| a | c).count_ones(),
        chips.map(|c| c.count_ones()).sum::<u32>(),
        "two chips on one cell"
    );
}

/// The once-per-game combination a move activates: 1 for the line of 2, 2 for the cluster.
fn once_per_game(mv: &Move) -> Option<usize> {
    let text = moves::format(mv);
    let words: Vec<&str> = text.split(' ').collect();
    match words.as_slice() {
        ["activate", _, "cluster", ..] => Some(2),
        ["activate", _, "line", ends, ..] => {
            let (a, b) = ends.split_once('-').unwrap();
            let (a, b) = (a.as_bytes(), b.as_bytes());
            let length = 1 + (a[0].abs_diff(b[0])).max(a[1].abs_diff(b[1]));
            (length == 2).then_some(1)
        }
        _ => None,
    }
}

/// Plays one game to its end; checks every state and, with `every_move`, that each listed
/// move plays and reads back. Returns the history and the final state.
fn play_out(
    game: &Struktura25,
    players: &mut [Box<dyn Bot<Struktura25>>],
    rng: &mut Rng,
    every_move: bool,
) -> (Vec<String>, State) {
    let mut state = game.initial();
    let mut history = Vec::new();
    let mut used = vec![[0; 3]; game.players()];
    for _ in 0..100_000 {
        check_invariants(&state);
        let mv = match game.turn(&state) {
            Turn::Over => return (history, state),
            Turn::Chance => Move::Roll(1 + rng.below(6) as u8),
            Turn::Player(p) => {
                let legal = game.legal_moves(&state);
                assert!(!legal.is_empty());
                if every_move {
                    for m in &legal {
                        assert_eq!(&moves::parse(&moves::format(m)).unwrap(), m);
                        game.play(&state, m)
                            .unwrap_or_else(|e| panic!("{}: {e}", moves::format(m)));
                    }
                }
                let mv = players[p].choose(game, &state, rng);
                assert!(legal.contains(&mv), "a bot's move is listed");
                mv
            }
        };
        if let Some(kind) = once_per_game(&mv) {
            // With `line2: once` the line of 2 is counted for the whole game.
            let whose = match (kind, state.readings.line2) {
                (1, Line2::Once) => 0,
                _ => state.to_move,
            };
            used[whose][kind] += 1;
            assert_eq!(
                used[whose][kind],
                1,
                "once per game: {}",
                moves::format(&mv)
            );
        }
        let before = state.clone();
        state = game.play(&state, &mv).unwrap();
        let collapsed = matches!(mv, Move::Activate { .. })
            && (mv_has_token(&mv) || state.phase != tessera::struktura25::state::Phase::Move);
        let cancelled_uncapped =
            mv_has_token(&mv) && state.readings.correction == Correction::NoCap;
        if collapsed && !cancelled_uncapped {
            assert!(state.sides[before.to_move].score <= 24, "after a collapse");
        }
        history.push(moves::format(&mv));
    }
    panic!("a game did not end in 100000 moves");
}

fn mv_has_token(mv: &Move) -> bool {
    matches!(mv, Move::Activate { token: true, .. })
}

fn replayed(game: &Struktura25, history: &[String]) -> State {
    history.iter().fold(game.initial(), |s, text| {
        game.play(&s, &game.parse_move(&s, text).unwrap()).unwrap()
    })
}

fn random_games() -> u64 {
    std::env::var("TESSERA_S25_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000)
}

#[test]
fn random_games_keep_every_invariant_and_replay() {
    for seed in 0..random_games() {
        let players = 2 + (seed % 3) as usize;
        // Every combination of the readings, the default for half the games.
        let readings = if seed % 2 == 0 {
            Readings::default()
        } else {
            readings(seed / 2)
        };
        let game = game_with(players, readings);
        let mut bots: Vec<Box<dyn Bot<Struktura25>>> = (0..players)
            .map(|_| Box::new(RandomBot) as Box<_>)
            .collect();
        let mut rng = Rng::new(seed);
        let (history, end) = play_out(&game, &mut bots, &mut rng, seed % 10 == 0);
        assert_eq!(replayed(&game, &history), end, "seed {seed}: replay");
        let outcome = game.outcome(&end).expect("over");
        let draw = readings.stalemate == Stalemate::Draw && end.winner.is_none();
        assert_eq!(outcome.winners.is_empty(), draw, "seed {seed}");
        let writable = end.active().iter().all(|s| s.score <= 25);
        if end.phase == tessera::struktura25::state::Phase::Move && writable {
            let text = position::to_text(&end);
            let mut read = position::parse(&text, "written").unwrap();
            read.readings = end.readings;
            assert_eq!(read, end, "seed {seed}: position round trip");
        }
    }
}

#[test]
fn bot_games_keep_every_invariant() {
    let mut ended_at_25 = 0;
    for seed in 0..60u64 {
        let players = 2 + (seed % 3) as usize;
        let game = game_with(players, readings(seed / 3));
        let names = ["greedy", "random", "greedy", "random"];
        let mut bots: Vec<Box<dyn Bot<Struktura25>>> = (0..players)
            .map(|p| bots::bot(names[(p + seed as usize) % 4]).unwrap())
            .collect();
        let mut rng = Rng::new(seed);
        let (history, end) = play_out(&game, &mut bots, &mut rng, seed % 6 == 0);
        assert_eq!(replayed(&game, &history), end);
        ended_at_25 += usize::from(end.winner.is_some());
    }
    // The greedy bot takes a win when it sees one, so its games do reach 25.
    assert!(ended_at_25 > 0, "no game reached exactly 25");
}

#[test]
fn the_search_bots_play_legal_games() {
    for seed in 0..3u64 {
        let game = game(2);
        let mut bots: Vec<Box<dyn Bot<Struktura25>>> = vec![
            bots::bot("expectimax").unwrap(),
            bots::bot("montecarlo").unwrap(),
        ];
        let mut rng = Rng::new(seed);
        let (history, end) = play_out(&game, &mut bots, &mut rng, false);
        assert_eq!(replayed(&game, &history), end);
    }
}
