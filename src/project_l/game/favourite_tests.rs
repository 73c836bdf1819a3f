//! Hand-checked rules of the favourite-piece variant: the choosing order and its refusals,
//! the markers, the end bonus, random and given favourites, and the solo game's choice and
//! the opponent's bonus.

use super::test_support::{card, play};
use super::*;
use crate::engine::{Game, Turn};
use crate::project_l::Kind;

fn game(players: usize, favourite: &str) -> ProjectL {
    let options = Options {
        players: Some(players),
        favourite: Some(favourite.into()),
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

fn solo(favourite: &str) -> ProjectL {
    let options = Options {
        solo: Some(Difficulty::Basic),
        favourite: Some(favourite.into()),
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

#[test]
fn favourites_are_chosen_from_the_last_player_counter_clockwise_all_different() {
    let g = game(3, "choose");
    let mut s = g.setup(1);
    // Player 2 (index 1) starts, so player 1 (index 0) is last: players 1, 3, 2 choose.
    s.first_player = 1;
    s.to_move = 1;
    s.phase = Phase::Favourites(0);
    assert_eq!(choosing_order(1, 3).collect::<Vec<_>>(), vec![0, 2, 1]);
    assert_eq!(g.turn(&s), Turn::Player(0));
    assert_eq!(play(&g, &s, "take O1"), Err(Illegal::FavouritesFirst));
    assert_eq!(
        play(&g, &s, "favourite I2"),
        Err(Illegal::FavouriteLevel(Kind::I2))
    );
    let l4_before = s.bank.count(Kind::L4);
    let s = play(&g, &s, "favourite L4").unwrap();
    assert_eq!(
        s.bank.count(Kind::L4),
        l4_before - 1,
        "the marker leaves the bank"
    );
    assert_eq!(g.turn(&s), Turn::Player(2));
    let taken = Illegal::FavouriteTaken {
        kind: Kind::L4,
        player: 1,
    };
    assert_eq!(play(&g, &s, "favourite L4"), Err(taken));
    // Seven kinds of level 3 or 4, less the one taken.
    assert_eq!(g.legal_moves(&s).len(), 6);
    let s = play(&g, &s, "favourite T4").unwrap();
    assert_eq!(g.turn(&s), Turn::Player(1));
    let s = play(&g, &s, "favourite I3").unwrap();
    assert_eq!((s.phase, g.turn(&s)), (Phase::Turns, Turn::Player(1)));
    let chosen: Vec<_> = s.players.iter().map(|p| p.favourite).collect();
    assert_eq!(chosen, vec![Some(Kind::L4), Some(Kind::I3), Some(Kind::T4)]);
    assert_eq!(
        play(&g, &s, "favourite O4"),
        Err(Illegal::NotChoosingFavourites)
    );
}

#[test]
fn favourite_pieces_in_supply_and_on_unfinished_cards_score_one_each() {
    let g = game(2, "L4,T4");
    let mut s = g.setup(1);
    assert_eq!(s.phase, Phase::Turns, "given favourites need no choosing");
    let p = &mut s.players[0];
    // W01 is worth 2 points; two L4s in supply and one on an unfinished card, one T4 (not
    // the favourite): 2 + 3. The marker (out of play) does not count.
    p.completed = vec![card(&g, "W01")];
    p.supply = crate::project_l::Supply::parse("2xL4 T4 O1").unwrap();
    let w05 = card(&g, "W05");
    let piece = g.fitters[w05 as usize]
        .parse_piece("L4 b2 b3 c3 d3")
        .unwrap();
    p.cards = vec![Unfinished {
        card: w05,
        pieces: vec![piece],
    }];
    assert_eq!(g.score(&s, 0), 2 + 3);
    assert_eq!(g.favourite_bonus(&s, 1), 0, "player 2 holds no T4");
}

#[test]
fn random_favourites_come_from_the_three_point_black_cards_but_b13() {
    let allowed = [
        Kind::L3,
        Kind::I3,
        Kind::Z4,
        Kind::I4,
        Kind::L4,
        Kind::O4,
        Kind::T4,
    ];
    let g = game(5, "random");
    for seed in 0..60 {
        let s = g.setup(seed);
        assert_eq!(s.phase, Phase::Turns);
        let mut kinds: Vec<Kind> = s.players.iter().map(|p| p.favourite.unwrap()).collect();
        assert!(kinds.iter().all(|k| allowed.contains(k)), "{kinds:?}");
        kinds.sort();
        kinds.dedup();
        assert_eq!(kinds.len(), 5, "all different");
    }
}

#[test]
fn given_favourites_are_checked_at_setup() {
    let refused = |players: usize, text: &str| {
        let options = Options {
            players: Some(players),
            favourite: Some(text.into()),
            ..Options::default()
        };
        ProjectL::new(&options, 1).err()
    };
    assert_eq!(
        refused(2, "L4,L4"),
        Some(SetupError::FavouriteTwice(Kind::L4))
    );
    assert_eq!(
        refused(2, "I2,L4"),
        Some(SetupError::FavouriteLevel(Kind::I2))
    );
    let count = SetupError::FavouriteCount {
        given: 1,
        players: 3,
    };
    assert_eq!(refused(3, "L4"), Some(count));
    let unknown = SetupError::FavouriteUnknown("X9".into());
    assert_eq!(refused(2, "X9,L4"), Some(unknown));
    // A setting mistyped gets the nearest word.
    let typo = SetupError::FavouriteUnknown("chose".into()).to_string();
    assert!(typo.ends_with("(did you mean choose?)"), "{typo}");
    let solo_given = Options {
        solo: Some(Difficulty::Hard),
        favourite: Some("L4".into()),
        ..Options::default()
    };
    let err = ProjectL::new(&solo_given, 1).err();
    assert_eq!(err, Some(SetupError::SoloFavouriteGiven));
}

#[test]
fn the_solo_favourite_is_a_reward_on_the_grid_and_the_opponent_scores_its_level() {
    let g = solo("choose");
    let mut s = g.setup(1);
    assert_eq!(s.phase, Phase::Favourites(0));
    let Offer::Solo {
        grid,
        opponent_pile,
        ..
    } = &mut s.offer
    else {
        panic!("solo")
    };
    // Rewards: W22 I2, B01 O1, W31 O4, B13 I2, W13 L3; the other slots empty.
    let ids = ["W22", "B01", "W31", "B13", "W13"];
    *grid = std::array::from_fn(|i| ids.get(i).map(|id| card(&g, id)));
    // Opponent's pile: B06 (O1), W31 (O4), B14 (L3), B07 (I2), W22 (I2).
    *opponent_pile = ["B06", "W31", "B14", "B07", "W22"]
        .iter()
        .map(|id| card(&g, id))
        .collect();
    let mut choices = g.favourite_choices(&s, 0);
    choices.sort();
    assert_eq!(choices, vec![Kind::O1, Kind::I2, Kind::L3, Kind::O4]);
    assert_eq!(
        play(&g, &s, "favourite T4"),
        Err(Illegal::FavouriteNotShown(Kind::T4))
    );
    let base = g.opponent_score(&s);
    let s = play(&g, &s, "favourite I2").unwrap();
    assert_eq!(s.phase, Phase::Turns);
    // Two pile cards reward a level-2 piece (B07, W22).
    assert_eq!(g.opponent_score(&s), base + 2);
    // Your I2 in supply scores 1.
    assert_eq!(g.favourite_bonus(&s, 0), 1);
}
