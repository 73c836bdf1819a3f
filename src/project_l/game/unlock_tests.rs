//! Hand-checked rules of the piece-unlock variant: an unlocked kind is taken from the bank
//! at once, locked kinds cannot be acquired or received as rewards, the bonus of uncovered
//! slots, unlocks are never part of a master action, and bad sheet files.

use super::test_support::{card, play};
use super::*;
use crate::project_l::{Kind, Supply};

const SHEET: &str = "sheets:
  - name: test
    slots:
      - { unlock: I3, piece: O1, points: 1 }
      - { unlock: L3, piece: I2, points: 2 }
      - { unlock: L4, piece: L3, points: 4 }
";

fn game(sheet: &str) -> Result<ProjectL, SetupError> {
    let options = Options {
        unlock_sheet: Some(sheet.into()),
        ..Options::default()
    };
    ProjectL::new(&options, 1)
}

/// Player 1 to move with `supply` (the rest of the starting pieces back in the bank).
fn holding(g: &ProjectL, supply: &str) -> State {
    let mut s = g.setup(1);
    s.first_player = 0;
    s.to_move = 0;
    let supply = Supply::parse(supply).unwrap();
    s.bank = s.bank.plus(&s.players[0].supply).minus(&supply).unwrap();
    s.players[0].supply = supply;
    s
}

#[test]
fn an_unlocked_kind_is_taken_from_the_bank_at_once() {
    let g = game(SHEET).unwrap();
    let s = holding(&g, "O1 I2");
    assert_eq!(g.score(&s, 0), 1 + 2 + 4, "every slot uncovered");
    assert_eq!(
        play(&g, &s, "upgrade I2 I3"),
        Err(Illegal::Locked(Kind::I3))
    );
    assert_eq!(play(&g, &s, "unlock I4"), Err(Illegal::NoSlot(Kind::I4)));
    assert_eq!(
        play(&g, &s, "unlock L4"),
        Err(Illegal::NotInSupply(Kind::L3))
    );
    let i3 = s.bank.count(Kind::I3);
    let s = play(&g, &s, "unlock I3").unwrap();
    // The O1 went under I3 on the sheet; an I3 came from the bank.
    assert_eq!(s.players[0].supply, Supply::parse("I2 I3").unwrap());
    assert_eq!(s.players[0].on_sheet, Supply::parse("O1").unwrap());
    assert_eq!(s.bank.count(Kind::I3), i3 - 1);
    assert_eq!(g.score(&s, 0), 2 + 4, "the I3 slot is covered");
    assert_eq!(
        play(&g, &s, "unlock I3"),
        Err(Illegal::AlreadyUnlocked(Kind::I3))
    );
    // Now I2 upgrades to I3, but L3 stays locked.
    assert!(play(&g, &s, "upgrade I2 I3").is_ok());
    assert_eq!(
        play(&g, &s, "upgrade I2 L3"),
        Err(Illegal::Locked(Kind::L3))
    );
    assert_eq!(
        play(&g, &s, "exchange I3 L3"),
        Err(Illegal::Locked(Kind::L3))
    );
}

#[test]
fn a_locked_reward_is_not_received() {
    let g = game(SHEET).unwrap();
    let mut s = holding(&g, "I2 I2");
    // W31 (the square b3 c3 b4 c4) rewards O4, which this sheet never unlocks.
    s.players[0].cards = vec![Unfinished {
        card: card(&g, "W31"),
        pieces: Vec::new(),
    }];
    let o4 = s.bank.count(Kind::O4);
    let s = play(&g, &s, "place W31 I2 b3 c3").unwrap();
    let s = play(&g, &s, "place W31 I2 b4 c4").unwrap();
    assert_eq!(s.players[0].completed, vec![card(&g, "W31")]);
    assert_eq!(s.players[0].supply, Supply::parse("2xI2").unwrap());
    assert_eq!(s.bank.count(Kind::O4), o4, "the O4 stays in the bank");
}

#[test]
fn an_unlock_is_never_part_of_a_master_action() {
    let g = game(SHEET).unwrap();
    let s = holding(&g, "O1 I2");
    let err = play(&g, &s, "master W31 I2 b3 c3, unlock I3");
    assert_eq!(err, Err(Illegal::UnlockInMaster));
    let no_sheets = ProjectL::new(&Options::default(), 1).unwrap();
    let s = no_sheets.setup(1);
    let p = s.to_move;
    assert_eq!(
        play(&no_sheets, &s, "unlock I3"),
        Err(Illegal::NoUnlockSheets)
    );
    assert!(
        !no_sheets.locked(&s, p, Kind::T4),
        "no locks without sheets"
    );
}

#[test]
fn bad_sheet_files_are_refused_at_setup() {
    let sheet_error = |text: &str| match game(text) {
        Err(SetupError::Sheet(e)) => e,
        other => panic!("{:?}", other.err()),
    };
    let slot = |s: &str| format!("sheets:\n  - name: s\n    slots:\n      - {s}\n");
    assert_eq!(
        sheet_error(&slot("{ unlock: Q7, piece: O1, points: 1 }")),
        SheetError::UnknownKind {
            sheet: "s".into(),
            kind: "Q7".into()
        }
    );
    assert_eq!(
        sheet_error(&slot("{ unlock: L4, piece: O1 }")),
        SheetError::NoPoints {
            sheet: "s".into(),
            kind: Kind::L4
        }
    );
    assert_eq!(
        sheet_error(&slot("{ unlock: I2, piece: O1, points: 1 }")),
        SheetError::NotLocked {
            sheet: "s".into(),
            kind: Kind::I2
        }
    );
    let three = format!("{SHEET}{}{}", &SHEET[8..], &SHEET[8..]);
    assert_eq!(
        sheet_error(&three),
        SheetError::Count {
            sheets: 3,
            players: 2
        }
    );
    assert_eq!(sheet_error("sheets: []\n"), SheetError::NoSheets);
    assert!(matches!(sheet_error("colour: red\n"), SheetError::Yaml(_)));
}
