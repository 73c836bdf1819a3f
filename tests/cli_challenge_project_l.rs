//! `tessera challenge` for Project L: the fewest actions the bundled challenges certify,
//! found again by the brute-force plan oracle (breadth-first over every action on the
//! cards' real cells, sharing no code with the plan search) and, for one, counted by hand;
//! and `check` and `play` taking a plan an action at a time.

use crate::cli_json_schema::json_of;
use crate::support::plan_oracle::{self, OCard, OReward};
use crate::support::upgrade_oracle::{Counts, N};
use crate::support::{TempDir, Tessera};
use std::path::{Path, PathBuf};
use tessera::challenge::Challenge;
use tessera::play::{Games, Session};
use tessera::project_l::game::ProjectL;
use tessera::project_l::{Kind, Reward};

const BUNDLED: &str = "puzzles/challenges";

/// The bundled Project L challenges, by name.
fn bundled() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(BUNDLED)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("project-l-")
        })
        .collect();
    files.sort();
    files
}

fn parsed(path: &Path) -> (Challenge, Box<dyn tessera::play::GameSession>) {
    let text = std::fs::read_to_string(path).unwrap();
    let (challenge, _, session) = Challenge::parse(&Games::standard(), &text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (challenge, session)
}

fn counts(supply: &tessera::project_l::Supply) -> Counts {
    std::array::from_fn(|i| supply.count(Kind::ALL[i]))
}

/// The fewest actions the oracle finds for the player to move's cards, searching at most
/// `depth` actions deep.
fn oracle_fewest(session: &dyn tessera::play::GameSession, depth: u32) -> Option<u32> {
    let s = session
        .as_any()
        .downcast_ref::<Session<ProjectL>>()
        .unwrap();
    let player = &s.state.players[s.state.to_move];
    let card = |c: &tessera::project_l::game::Unfinished| {
        let card = &s.game.deck.cards()[c.card as usize];
        let reward = match card.reward {
            Reward::Piece(k) => OReward::Kind(k.index()),
            _ => panic!("base cards give pieces"),
        };
        OCard {
            hole: card.hole,
            reward,
        }
    };
    let on = |c: &tessera::project_l::game::Unfinished| {
        let mut kinds = [0; N];
        c.pieces.iter().for_each(|p| kinds[p.kind.index()] += 1);
        (c.pieces.iter().fold(0, |all, p| all | p.cells), kinds)
    };
    let start = plan_oracle::Start {
        supply: counts(&player.supply),
        bank: counts(&s.state.bank),
        actions_left: 3 - u32::from(s.state.actions),
        czech: false,
        level_ups: Vec::new(),
        ambassadors: 0,
        on_cards: player.cards.iter().map(on).collect(),
    };
    let cards: Vec<OCard> = player.cards.iter().map(card).collect();
    plan_oracle::fewest_actions(&cards, &start, depth)
}

#[test]
fn the_bundle_has_project_l_challenges_and_the_oracle_counts_their_actions_alike() {
    let files = bundled();
    assert!(files.len() >= 3, "{} bundled", files.len());
    for path in files {
        let (challenge, session) = parsed(&path);
        if challenge.level > 4 {
            continue;
        }
        let found = oracle_fewest(session.as_ref(), challenge.level);
        assert_eq!(found, Some(challenge.level), "{}", path.display());
    }
}

/// `project-l-3-a`: one card, W12, whose hole is the T of b3 c3 d3 and c4, and a supply
/// of 2xO1 2xI2. Two actions cannot finish it: a master action places one piece a card,
/// so two actions place at most two pieces of at most two cells, and the T splits into no
/// two dominoes (b3 c3 leaves d3 and c4 apart, c3 c4 leaves b3 and d3 apart); an
/// acquisition and one placement need a four-cell piece, and no one upgrade or exchange
/// of an O1 or I2 gives one. Three do: upgrade I2 I3, place it on b3 c3 d3, place an O1
/// on c4; or a domino on b3 c3 and the two O1s. Upgrading an O1 first leaves O1 3xI2,
/// which still needs three (the T takes a domino and two O1s, or a four-cell piece).
#[test]
fn a_small_challenge_counted_by_hand_needs_three_actions() {
    let (_dir, path) = copied("project-l-3-a.yaml");
    let (challenge, session) = parsed(&path);
    assert_eq!(challenge.level, 3);
    let text = session.board_text().join("\n");
    assert!(text.contains("supply 2xO1 2xI2"), "{text}");
    assert!(text.contains("W12"), "{text}");
    for plan in [
        "upgrade I2 I3; place W12 I3 b3 c3 d3; place W12 O1 c4",
        "place W12 O1 c4; upgrade I2 I3; place W12 I3 b3 c3 d3",
    ] {
        Tessera::new()
            .args(["challenge", "check", path.to_str().unwrap(), plan])
            .stdout_has("these 3 actions finish the cards in the fewest actions, 3")
            .run();
    }
    let check = |action: &str, code: u8, says: &str| {
        Tessera::new()
            .args(["challenge", "check", path.to_str().unwrap(), action])
            .code(code)
            .stdout_has(says)
            .run();
    };
    check(
        "place W12 I2 b3 c3",
        0,
        "after this action the cards need 2 more actions, as the fewest do",
    );
    check(
        "upgrade O1 I2",
        1,
        "after this action the cards need 3 more actions, not 2",
    );
}

/// A bundled challenge copied into a folder of its own (its record is written there).
fn copied(name: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new();
    let text = std::fs::read_to_string(Path::new(BUNDLED).join(name)).unwrap();
    let file = dir.file("c.yaml", &text);
    (dir, file)
}

#[test]
fn check_takes_a_plan_whole_or_its_first_actions_and_names_an_illegal_one() {
    let (dir, file) = copied("project-l-3-a.yaml");
    let f = file.to_str().unwrap();
    let folder = dir.folder().to_str().unwrap().to_string();
    Tessera::new()
        .args(["challenge", "check", f, "upgrade I2 I3"])
        .stdout_has("right so far: upgrade I2 I3")
        .run();
    let doc = json_of(&["challenge", "check", f, "upgrade I2 I3", "--json"], 0);
    assert!(doc["solves"] == true && doc["finished"] == false, "{doc}");
    Tessera::new()
        .args(["challenge", "show", &folder])
        .stdout_has("solved 0 of 1")
        .run();
    Tessera::new()
        .args(["challenge", "check", f, "take O1"])
        .code(1)
        .stdout_has("not 2")
        .run();
    let illegal = "upgrade I2 I3; place W12 I3 a3 b3 c3";
    refused(
        &["challenge", "check", f, illegal],
        &["action 2", "nearest legal actions: "],
    );
    let four = "take O1; upgrade I2 I3; place W12 I3 b3 c3 d3; place W12 O1 c4";
    Tessera::new()
        .args(["challenge", "check", f, four])
        .code(1)
        .stdout_has("these 4 actions are more than the 3 actions the cards need")
        .run();
    let challenge = parsed(&file).0;
    Tessera::new()
        .args(["challenge", "check", f, &challenge.answer.mv])
        .stdout_has("solved: ")
        .run();
    Tessera::new()
        .args(["challenge", "show", &folder])
        .stdout_has("solved 1 of 1")
        .run();
}

#[test]
fn play_walks_the_plan_an_action_at_a_time() {
    let (_dir, file) = copied("project-l-3-a.yaml");
    let challenge = parsed(&file).0;
    // A wrong action, then the plan's first two actions on one line, then its last.
    let actions: Vec<&str> = challenge.answer.mv.split("; ").collect();
    let input = format!("take O1\n{}; {}\n{}\n", actions[0], actions[1], actions[2]);
    let out = Tessera::new()
        .args(["challenge", "play", file.to_str().unwrap()])
        .stdin(input)
        .stdout_has("solved!")
        .run();
    assert!(out.stdout.contains("not this one:"), "{}", out.stdout);
    assert_eq!(out.stdout.matches("right:").count(), 1, "{}", out.stdout);
    assert!(
        out.stdout.contains("after these 2 actions"),
        "{}",
        out.stdout
    );
}

/// Runs tessera, expecting exit 2 with every one of `parts` in the error.
fn refused(args: &[&str], parts: &[&str]) {
    let out = Tessera::new().args(args).code(2).any_stderr().run();
    let all = parts.iter().all(|p| out.stderr.contains(p));
    assert!(all, "{args:?}: {}", out.stderr);
}

#[test]
fn a_plan_edited_so_that_it_no_longer_finishes_the_cards_is_refused() {
    let (mut edited, _) = parsed(&Path::new(BUNDLED).join("project-l-3-a.yaml"));
    edited.answer.mv = "take O1; take O1; place W12 O1 c4".into();
    edited.answer.solutions = vec![edited.answer.mv.clone()];
    edited.fingerprint = edited.fingerprint();
    let dir = TempDir::new();
    let path = dir.file("edited.yaml", &edited.to_text().unwrap());
    let p = path.to_str().unwrap();
    refused(
        &["challenge", "show", p],
        &[p, "answer", "does not finish the cards"],
    );
}
