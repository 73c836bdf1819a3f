//! The player to move as `plan` sees it (a plan state): its supply and unfinished cards,
//! the bank as it may use it, the turn's actions left and what the expansions leave
//! waiting. The bots plan on it, challenges certify their plans on it, and `play export`
//! writes it for `tessera plan`.

use super::{Phase, ProjectL, State};
use crate::project_l::{ACTIONS_PER_TURN, Edition, Placed, PlanState, StateCard};

/// The plan's view of the player to move: its supply, its cards, the bank as it may use it,
/// and the turn's actions left (challenges certify their plans on it).
pub fn plan_view(game: &ProjectL, state: &State) -> PlanState {
    plan_view_with(game, state, None).0
}

/// The plan's view of the player to move, holding card `extra` as well as its cards; and the
/// game's index of each of the plan's cards.
pub fn plan_view_with(game: &ProjectL, state: &State, extra: Option<u16>) -> (PlanState, Vec<u16>) {
    let player = &state.players[state.to_move];
    let mut held: Vec<(u16, Vec<Placed>)> = player
        .cards
        .iter()
        .map(|c| (c.card, c.pieces.clone()))
        .collect();
    held.extend(extra.map(|card| (card, Vec::new())));
    let cards: Vec<StateCard> = held
        .iter()
        .map(|(card, pieces)| StateCard {
            card: game.deck.cards()[*card as usize].clone(),
            pieces: pieces.clone(),
        })
        .collect();
    // Kinds locked for the player (piece-unlock variant) are as good as absent from the bank.
    let mut bank = state.bank;
    for kind in crate::project_l::Kind::BASE {
        if game.locked(state, state.to_move, kind) {
            while bank.remove(kind) {}
        }
    }
    let view = PlanState {
        supply: player.supply,
        bank,
        goal: (0..cards.len()).collect(),
        cards,
        // A level-up waiting after the turn's last action: the plan's actions after it are
        // the next turn's (the plan state's actions left are 1 to 3).
        actions_left: match ACTIONS_PER_TURN - u32::from(state.actions) {
            0 => ACTIONS_PER_TURN,
            left => left,
        },
        master_used: state.master_used && u32::from(state.actions) < ACTIONS_PER_TURN,
        level_ups: state.level_ups.clone(),
        ambassadors: (game.ambassadors(state).into_iter())
            .map(|c| game.deck.cards()[c as usize].id.clone())
            .collect(),
        edition: game.edition(),
    };
    (view, held.into_iter().map(|(card, _)| card).collect())
}

/// Why the player to move cannot be written as a plan state.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(
        "player {0}, to move, holds no unfinished card, and a plan state needs one (after a \
         `take` of a card, export again)"
    )]
    NoCards(usize),
    #[error("the game is over: no turn is left to plan")]
    Over,
    #[error(
        "the game is in its finishing touches, where only placements are left: a plan state \
         is a turn of actions"
    )]
    Touches,
    #[error("player {0} must first {1}: a plan state is a turn of actions")]
    Pending(usize, &'static str),
}

/// The player to move as a plan state file's text, for `tessera plan`: a header naming the
/// player and the options `plan` needs to read it (the game's card files, its edition).
pub fn export_plan_state(game: &ProjectL, state: &State) -> Result<String, ExportError> {
    match state.phase {
        Phase::Turns => {}
        Phase::Over => return Err(ExportError::Over),
        Phase::Touches(_) => return Err(ExportError::Touches),
        Phase::Favourites(p) => return Err(ExportError::Pending(p + 1, "choose a favourite")),
        Phase::Defend(p) => return Err(ExportError::Pending(p + 1, "answer the attack")),
    }
    let view = plan_view(game, state);
    if view.cards.is_empty() {
        return Err(ExportError::NoCards(state.to_move + 1));
    }
    // `plan` takes one `--cards` file; the others of a game's replacement deck join it.
    let mut options = String::new();
    let replacing = game.options.cards.iter().take(1);
    for deck in replacing {
        options.push_str(&format!(
            " --cards {}",
            crate::wording::shell_word(&deck.file)
        ));
    }
    let joining = (game.options.cards.iter().skip(1)).chain(&game.options.extra_cards);
    for deck in joining {
        options.push_str(&format!(
            " --extra-cards {}",
            crate::wording::shell_word(&deck.file)
        ));
    }
    if game.edition() == Edition::Czech {
        options.push_str(" --edition czech");
    }
    let header = format!(
        "# Player {}'s pieces and unfinished cards in a Project L game, to move: a plan state.\n\
         # Read it with: tessera plan FILE{options}\n",
        state.to_move + 1
    );
    Ok(header + &view.to_text())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::project_l::game::{DeckText, Move, Options};

    const EXAMPLE: &str = include_str!("../../../puzzles/projectl/expansion-example.yaml");

    fn with_example(players: usize, seed: u64) -> ProjectL {
        let options = Options {
            players: Some(players),
            extra_cards: vec![DeckText {
                file: "my cards.yaml".into(),
                text: EXAMPLE.into(),
            }],
            ..Options::default()
        };
        ProjectL::new(&options, seed).unwrap()
    }

    #[test]
    fn the_header_names_the_options_plan_needs() {
        let game = with_example(2, 1);
        let start = game.initial();
        let take = (game.legal_moves(&start).into_iter())
            .find(|m| matches!(m, Move::TakeCard(_)))
            .unwrap();
        let state = game.play(&start, &take).unwrap();
        let text = export_plan_state(&game, &state).unwrap();
        assert!(
            text.starts_with(&format!(
                "# Player {}'s pieces and unfinished cards in a Project L game, to move: \
                     a plan state.\n# Read it with: tessera plan FILE --extra-cards 'my \
                     cards.yaml'\n",
                state.to_move + 1
            )),
            "{text}"
        );
        assert_eq!(crate::wording::shell_word("a'b"), r"'a'\''b'");
    }

    #[test]
    fn a_deck_of_two_files_is_named_as_plan_reads_it() {
        let base = include_str!("../../../puzzles/projectl/cards.yaml");
        let deck = |file: &str, text: &str| DeckText {
            file: file.into(),
            text: text.into(),
        };
        let options = Options {
            cards: vec![deck("base.yaml", base), deck("more.yaml", EXAMPLE)],
            ..Options::default()
        };
        let game = ProjectL::new(&options, 1).unwrap();
        let start = game.initial();
        let take = (game.legal_moves(&start).into_iter())
            .find(|m| matches!(m, Move::TakeCard(_)))
            .unwrap();
        let text = export_plan_state(&game, &game.play(&start, &take).unwrap()).unwrap();
        let read = "# Read it with: tessera plan FILE --cards base.yaml --extra-cards more.yaml\n";
        assert!(text.contains(read), "{text}");
    }

    #[test]
    fn a_player_without_cards_has_no_plan_state() {
        let game = with_example(2, 1);
        let start = game.initial();
        let told = export_plan_state(&game, &start).unwrap_err().to_string();
        let player = start.to_move + 1;
        let expected = format!("player {player}, to move, holds no unfinished card");
        assert!(told.starts_with(&expected), "{told}");
    }

    #[test]
    fn only_a_turn_of_actions_is_exported() {
        let game = with_example(2, 1);
        let mut state = game.initial();
        state.phase = Phase::Touches(0);
        let told = export_plan_state(&game, &state).unwrap_err();
        assert!(matches!(told, ExportError::Touches), "{told}");
        state.phase = Phase::Over;
        let told = export_plan_state(&game, &state).unwrap_err();
        assert!(matches!(told, ExportError::Over), "{told}");
    }
}
