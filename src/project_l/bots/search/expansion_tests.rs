//! The expansions' candidates: with a level-up waiting they are a few of its choices,
//! declining among them; in a turn the ambassador action is one. And a measurement (ignored,
//! run by hand): how often `search` plays each expansion action in three-player games with
//! the example deck (`TESSERA_MEASURE_GAMES=N`, default 2;
//! `cargo test --lib expansion_actions_played -- --ignored --nocapture`).

use super::*;
use crate::engine::{Game, Turn};
use crate::project_l::Supply;
use crate::project_l::game::{DeckText, Options, Unfinished};

const EXAMPLE: &str = include_str!("../../../../puzzles/projectl/expansion-example.yaml");

fn expansion_game(players: usize, seed: u64) -> ProjectL {
    let options = Options {
        players: Some(players),
        extra_cards: vec![DeckText {
            file: "example.yaml".into(),
            text: EXAMPLE.into(),
        }],
        ..Options::default()
    };
    ProjectL::new(&options, seed).unwrap()
}

fn index(g: &ProjectL, id: &str) -> u16 {
    g.deck.cards().iter().position(|c| c.id == id).unwrap() as u16
}

/// The first player to move holding `supply`, a level-up of `levels` waiting.
fn level_up_waiting(g: &ProjectL, supply: &str, levels: u32) -> State {
    let mut s = g.setup(1);
    s.players[s.to_move].supply = Supply::parse(supply).unwrap();
    s.level_ups = vec![levels];
    s
}

#[test]
fn a_waiting_level_up_gives_a_few_choices_and_declining() {
    let g = expansion_game(2, 1);
    let s = level_up_waiting(&g, "O1 I2 I3", 1);
    let moves = expansions::candidates(&g, &s);
    // One raise of each supply kind (the first kind of the level reached), then declining.
    let shown: Vec<String> = moves.iter().map(|m| g.format_move(&s, m)).collect();
    assert_eq!(
        shown,
        [
            "level-up O1 I2",
            "level-up I2 I3",
            "level-up I3 I4",
            "level-up none"
        ]
    );
    let all = candidates(&g, &s, &mut Rng::new(1), true);
    assert!(all.contains(&Move::LevelUpDecline), "kept as legal");
    assert!(all.iter().all(|m| g.play(&s, m).is_ok()));
}

#[test]
fn declining_stays_a_candidate_with_many_kinds_in_the_supply() {
    let g = expansion_game(2, 1);
    let s = level_up_waiting(&g, "O1 I2 I3 L3 I4 O4", 1);
    let moves = expansions::candidates(&g, &s);
    let raises = moves
        .iter()
        .filter(|m| matches!(m, Move::LevelUp { .. }))
        .count();
    assert_eq!(raises, 5, "the first five kinds raised: {moves:?}");
    assert_eq!(moves.last(), Some(&Move::LevelUpDecline), "{moves:?}");
}

#[test]
fn the_revised_rules_add_one_two_piece_raise() {
    let options = Options {
        rules: Some(crate::project_l::game::Rules::Revised),
        ..expansion_game(2, 1).options
    };
    let g = ProjectL::new(&options, 1).unwrap();
    let s = level_up_waiting(&g, "O1 I2", 2);
    let moves = expansions::candidates(&g, &s);
    let pairs: Vec<&Move> = moves
        .iter()
        .filter(|m| matches!(m, Move::LevelUpPair(_)))
        .collect();
    assert_eq!(pairs.len(), 1, "{moves:?}");
    // Two pieces each raised one level: O1 to I2 and I2 to a level-3 piece.
    let Move::LevelUpPair([a, b]) = pairs[0] else {
        unreachable!()
    };
    assert_eq!(
        (a.0.level() + 1, b.0.level() + 1),
        (a.1.level(), b.1.level())
    );
    assert!(moves.contains(&Move::LevelUpDecline), "{moves:?}");
    assert!(moves.iter().all(|m| g.play(&s, m).is_ok()), "{moves:?}");
}

/// The first player, with AW01 completed (its ambassador action unused), holding W09 and
/// W13 and the pieces `supply`.
fn with_ambassador(g: &ProjectL, supply: &str) -> State {
    let mut s = g.setup(1);
    let p = s.to_move;
    s.players[p].completed = vec![index(g, "AW01")];
    s.players[p].supply = Supply::parse(supply).unwrap();
    s.players[p].cards = ["W09", "W13"]
        .map(|id| Unfinished {
            card: index(g, id),
            pieces: Vec::new(),
        })
        .to_vec();
    s
}

#[test]
fn an_ambassador_action_is_a_candidate() {
    let g = expansion_game(2, 1);
    let s = with_ambassador(&g, "2xO1");
    let all = candidates(&g, &s, &mut Rng::new(1), true);
    assert!(
        all.iter().any(|m| matches!(m, Move::Ambassador { .. })),
        "{all:?}"
    );
}

#[test]
fn the_planned_ambassador_action_places_the_plans_pieces_one_on_each_card() {
    let g = expansion_game(2, 1);
    // W09's hole is two cells in a column (an I2), W13's an I2 and an L3: the supply
    // completes both, so the plan places a supply piece first on each.
    let mut s = with_ambassador(&g, "2xI2 L3");
    let held = ["W09", "W13"].map(|id| index(&g, id));
    let Some(Move::Ambassador { card, placements }) = expansions::planned_ambassador(&g, &s) else {
        panic!("two pieces to place on two cards make an ambassador action");
    };
    assert_eq!(card, index(&g, "AW01"));
    let on: Vec<u16> = placements.iter().map(|o| o.card).collect();
    assert!(on == held || on == [held[1], held[0]], "{on:?}");
    let mv = Move::Ambassador { card, placements };
    assert!(g.play(&s, &mv).is_ok());
    // With one piece only, an ambassador action would be a place action spent.
    s.players[s.to_move].supply = Supply::parse("I2").unwrap();
    assert_eq!(expansions::planned_ambassador(&g, &s), None);
}

/// The kind of an expansion move, if it is one.
fn expansion_action(mv: &Move) -> Option<&'static str> {
    Some(match mv {
        Move::Ambassador { .. } => "ambassador",
        Move::Decompose { .. } => "decompose",
        Move::Acquire(crate::project_l::Action::Decompose { .. }) => "decompose",
        Move::LevelUp { to, .. } if crate::project_l::is_ghost(*to) => "level-up to a ghost",
        Move::LevelUp { .. } => "level-up",
        Move::LevelUpPair(_) => "level-up pair",
        Move::LevelUpDecline => "level-up declined",
        Move::Place(on) if crate::project_l::is_ghost(on.piece.kind) => "ghost placed",
        _ => return None,
    })
}

#[test]
#[ignore = "a measurement: minutes of playouts"]
fn expansion_actions_played() {
    let games = std::env::var("TESSERA_MEASURE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2u64);
    let nodes = std::env::var("TESSERA_MEASURE_NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(DEFAULT_NODES);
    let mut counts: std::collections::BTreeMap<&str, u32> = Default::default();
    let (mut moves, mut m_cards) = (0, 0);
    for seed in 1..=games {
        let g = expansion_game(3, seed);
        let mut s = g.initial();
        let mut bot = SearchBot::within(Budget::Nodes(nodes));
        let mut rng = Rng::new(seed);
        while let Turn::Player(_) = g.turn(&s) {
            let mv = bot.choose(&g, &s, &mut rng);
            *counts
                .entry(expansion_action(&mv).unwrap_or("other"))
                .or_default() += 1;
            s = g.play(&s, &mv).unwrap();
            moves += 1;
        }
        let m =
            |c: &u16| g.deck.cards()[*c as usize].reward == crate::project_l::Reward::Ambassador;
        m_cards += s
            .players
            .iter()
            .flat_map(|p| &p.completed)
            .filter(|c| m(c))
            .count();
    }
    println!(
        "{games} games, {moves} moves, {m_cards} M cards completed, {nodes} nodes: {counts:?}"
    );
}
