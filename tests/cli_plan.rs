//! `tessera plan`: hand-checked plans, the turn-by-turn output, JSON, goals and bad state
//! files.

use crate::support::{Tessera, run_ok, temp_file, tessera};
use std::path::Path;

/// `plan`'s first line: the goal, the actions and turns, and what it claims.
fn first_line(goal: &str, actions: u64, turns: u64, claim: &str) -> String {
    let plural = |n: u64, noun: &str| match n {
        1 => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    };
    let (actions, turns) = (plural(actions, "action"), plural(turns, "turn"));
    format!("Complete {goal} in {actions} ({turns}); {claim}.")
}

/// What `plan` claims of a plan that is not proved shortest.
fn best_found(why: &str, bound: u64) -> String {
    format!("the best found; {why}, and no plan has fewer than {bound}")
}

/// The card drawings below a plan: "the cards as they are:", then each card's 5×5 hole as
/// `puzzles/projectl/cards.yaml` gives it, side by side, under its id, points and reward.
const W13_W28: &str = "the cards as they are:
    a b c d e      a b c d e
  1 . . . . .    1 . . . . .
  2 . # # . .    2 . . . . .
  3 . . # # .    3 . # # . .
  4 . . . # .    4 . . # # .
  5 . . . . .    5 . . . . .
  W13 1pt L3     W28 0pt Z4
";

#[test]
fn a_hand_checked_plan_of_three_actions() {
    // Three actions suffice: "place, place, master" or "upgrade L3 Z4, master, place".
    // Two cannot: W13 (5 cells) needs two pieces and W28 (4 cells) one, so both actions
    // would place pieces and W13 would complete at the second at the earliest; both cards'
    // 9 cells would have to come from the 6 cells of O1 I2 L3.
    let state = temp_file(
        "three.yaml",
        "supply: O1 I2 L3\ncards:\n  - card: W13\n  - card: W28\n",
    );
    // The plan found is one of the shortest; checked by hand: L3 fills W13's b2 c2 c3;
    // the master action lays I2 on W13's d3 d4 (completing it: I2 and L3 back, its reward
    // L3) and O1 on W28's d4; the L3 back fills W28's b3 c3 c4 (O1 and L3 back, reward Z4).
    let plan = "turn 1
   1. place W13 L3 b2 c2 c3
   2. master W13 I2 d3 d4, W28 O1 d4
      completes W13: I2 L3 back, reward L3
   3. place W28 L3 b3 c3 c4
      completes W28: O1 L3 back, reward Z4
";
    let head = first_line("W13, W28", 3, 1, "no plan has fewer actions");
    Tessera::new()
        .arg("plan")
        .arg(&state)
        .stdout(&format!("{head}\n{plan}{W13_W28}"))
        .run();
}

#[test]
fn the_example_state_plans_with_json() {
    let out = run_ok(&["plan", "puzzles/projectl/example-state.yaml", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(doc["possible"], true);
    assert_eq!(doc["proved"], true);
    assert_eq!(doc["goal"].as_array().unwrap().len(), 4);
    let steps = doc["steps"].as_array().unwrap();
    assert_eq!(doc["actions"], steps.len());
    let completed: usize = steps
        .iter()
        .map(|s| s["completes"].as_array().unwrap().len())
        .sum();
    assert_eq!(completed, 4, "every card is completed once");
}

#[test]
fn a_goal_limits_the_cards_and_a_part_used_turn_shifts_the_turns() {
    // W28 alone from an L3 and an O1: two placements (L3 + O1), one master impossible on a
    // single card, so 2 actions; with 1 action left they span 2 turns.
    let state = temp_file(
        "goal.yaml",
        "supply: O1 L3\ncards:\n  - card: W28\n  - card: B01\nactions_left: 1\n",
    );
    let plan = "turn 1
   1. place W28 L3 b3 c3 c4
turn 2
   2. place W28 O1 d4
      completes W28: O1 L3 back, reward Z4
the cards as they are:
    a b c d e      a b c d e
  1 . . . . .    1 . . # # .
  2 . . . . .    2 # # # # .
  3 . # # . .    3 . # # # #
  4 . . # # .    4 . # # # #
  5 . . . . .    5 . # # . .
  W28 0pt Z4     B01 5pt O1
";
    let head = first_line("W28", 2, 2, "no plan has fewer actions");
    (Tessera::new()
        .arg("plan")
        .arg(&state)
        .args(["--goal", "w28"]))
    .stdout(&format!("{head}\n{plan}"))
    .run();
}

#[test]
fn a_long_search_draws_no_progress_line_when_standard_error_is_no_terminal() {
    // Tens of thousands of states: long enough for progress reports, which go to a
    // terminal only.
    let state = temp_file(
        "long.yaml",
        "supply: 2xI3 3xI4 L4\ncards: [{card: W11}, {card: W06}, {card: B11}, {card: B01}]\n",
    );
    // No progress line: the builder checks standard error is empty. The plan's length
    // comes from the search; its first line must say what the JSON says, in turns of 3.
    let run = Tessera::new().arg("plan").arg(&state).run();
    let (actions, bound, proved) = plan_within(state.to_str().unwrap(), 1_000_000);
    assert!(proved, "{actions} actions, bound {bound}");
    let head = first_line(
        "W11, W06, B11, B01",
        actions,
        actions.div_ceil(3),
        "no plan has fewer actions",
    );
    assert_eq!(run.stdout.lines().next(), Some(head.as_str()));
}

#[test]
fn an_impossible_goal_exits_1() {
    // An empty bank and a supply too small for the card.
    let state = temp_file("none.yaml", "supply: O1\nbank: ''\ncards:\n  - card: W28\n");
    let expected = "no plan: no sequence of actions completes the cards with this bank
the cards as they are:
    a b c d e
  1 . . . . .
  2 . . . . .
  3 . # # . .
  4 . . # # .
  5 . . . . .
  W28 0pt Z4
";
    (Tessera::new().arg("plan").arg(&state))
        .code(1)
        .stdout(expected)
        .run();
}

/// State files `plan` refuses, each with the reason after the file's name.
const MALFORMED: [(&str, &str); 8] = [
    (
        "supply: O1\ncards:\n  - card: W05\n    pieces: [L4 b2 b3 c3 e3]\n",
        "cards[1]: pieces[1]: \"L4 b2 b3 c3 e3\": e3 is outside the card's hole",
    ),
    (
        "supply: O1 L9\ncards: [{card: W05}]\n",
        "supply: \"L9\" is not a piece kind (did you mean L3?) (kinds: O1 I2 I3 L3 I4 O4 L4 Z4 \
         T4, ghost P5 U5 L5)",
    ),
    (
        "supply: O1\ncards: [{card: X05}]\n",
        "cards[1]: no card \"X05\" in the deck",
    ),
    (
        "supply: O1\ncards: [{card: W01}, {card: W02}, {card: W03}, {card: W04}, {card: W05}]\n",
        "cards: a player has at most 4 unfinished cards, not 5",
    ),
    (
        "supply: O1\ncards: [{card: W05}]\ngoal: [W06]\n",
        "goal[1]: \"W06\" is not one of the state's cards (W05)",
    ),
    (
        "supply: O1\ncards: [{card: W05, pieces: [L4]}]\n",
        "cards[1]: pieces[1]: \"L4\": give the cells the L4 covers after its kind, as in L4 b2 \
         b3 c3 d3",
    ),
    (
        "supply: 100xO1\ncards: [{card: W05}]\n",
        "supply: \"100xO1\": the count is too large (at most 99)",
    ),
    (
        "supply: [O1\n",
        "invalid state file: did not find expected ',' or ']' at line 2 column 1, while \
         parsing a flow sequence at line 1 column 9",
    ),
];

/// `plan FILE EXTRA…` refused with `message`.
fn refused(file: &Path, extra: &[&str], message: &str) {
    (Tessera::new().arg("plan").arg(file).args(extra))
        .refused(message)
        .run();
}

#[test]
fn malformed_state_files_exit_2_naming_the_problem() {
    for (text, reason) in MALFORMED {
        let state = temp_file("bad.yaml", text);
        refused(&state, &[], &format!("{}: {reason}", state.display()));
    }
    let missing = "no/such/state.yaml: cannot read the file: No such file or directory (os \
                   error 2)";
    refused(Path::new("no/such/state.yaml"), &[], missing);
    let state = temp_file("goal2.yaml", "supply: O1\ncards: [{card: W05}]\n");
    let goal = "--goal: \"B01\" is not one of the state's cards (W05)";
    refused(&state, &["--goal", "B01"], goal);
}

#[test]
fn a_search_limit_is_reported_honestly() {
    let state = temp_file(
        "limit.yaml",
        "supply: O1 I2\ncards:\n  - card: W05\n  - card: B20\n  - card: W13\n  - card: W28\n",
    );
    let f = state.to_str().unwrap();
    // However the search fares within 10,000 states, it says whether its plan is proved
    // shortest, and a bound it did not reach is below the plan's length.
    let (actions, bound, proved) = plan_within(f, 10_000);
    assert!(
        bound > 0 && bound <= actions,
        "{actions} actions, bound {bound}"
    );
    assert_eq!(proved, bound == actions);
    let claim = match proved {
        true => "no plan has fewer actions".to_string(),
        false => best_found("the search limit was reached", bound),
    };
    let head = first_line("W05, B20, W13, W28", actions, actions.div_ceil(3), &claim);
    let text = run_ok(&["plan", f, "--max-states", "10000"]);
    assert_eq!(text.lines().next(), Some(head.as_str()));
    let kept = "the search kept its limit of 100 states without finding a plan; choose fewer \
                cards with --goal, or raise --max-states";
    // Not decided (exit 3), with the reason, in text and in JSON.
    (Tessera::new().arg("plan").arg(&state))
        .args(["--max-states", "100"])
        .code(3)
        .stdout_has(&format!("no plan: {kept}"))
        .run();
    let out = (Tessera::new().arg("plan").arg(&state))
        .args(["--max-states", "100", "--json"])
        .code(3)
        .run();
    let doc: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(doc["possible"], false);
    assert_eq!(doc["reason"].as_str(), Some(kept));
    (Tessera::new()
        .arg("plan")
        .arg(&state)
        .args(["--max-states", "0"]))
    .code(2)
    .stderr(
        "tessera: error: invalid value '0' for '--max-states <N>': must be at least 1\n\n\
             For more information, try '--help'.\n",
    )
    .run();
}

#[test]
fn the_state_shown_in_help_is_accepted() {
    let help = run_ok(&["plan", "--help"]);
    let example: Vec<&str> = help
        .lines()
        .skip_while(|l| *l != "The state file (YAML), for example:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| &l[2..])
        .collect();
    // supply, cards, W05 and its pieces, B20, goal, actions_left, master_used, bank and
    // its comment's second line.
    assert_eq!(example.len(), 10, "{help}");
    let state = temp_file("help-state.yaml", &example.join("\n"));
    let run = tessera(&["plan", state.to_str().unwrap(), "--json"]);
    assert_eq!(run.code, 0, "{}\n{}", example.join("\n"), run.stderr);
}

#[test]
fn a_thin_bank_still_gets_a_real_lower_bound() {
    // With 2 of most kinds in the bank an upgrade may skip a level, so the bound the exact
    // search proves under the usual assumption does not hold; the one reported must still
    // be real. By hand: B20 (11 cells) needs 3 pieces, so 3 placing actions; and O1 I2 hold
    // 3 cells while the smallest card, W28, has 4, so an acquisition comes before the first
    // completion: 4 actions at least.
    let state = temp_file(
        "thin.yaml",
        "supply: O1 I2\nbank: 3xO1 2xI2 2xI3 2xL3 2xI4 2xO4 2xL4 2xZ4 2xT4\n\
         cards:\n  - card: W05\n  - card: B20\n  - card: W13\n  - card: W28\n",
    );
    let (actions, bound, _) = plan_within(state.to_str().unwrap(), 1000);
    assert!(
        (4..=actions).contains(&bound),
        "{actions} actions, bound {bound}"
    );
}

/// `plan FILE --max-states N --json`: the plan's actions, the lower bound and whether it is
/// proved.
fn plan_within(file: &str, max_states: u32) -> (u64, u64, bool) {
    let limit = max_states.to_string();
    let out = run_ok(&["plan", file, "--max-states", &limit, "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let actions = doc["actions"].as_u64().unwrap();
    let bound = doc["lower_bound"].as_u64().unwrap();
    (actions, bound, doc["proved"].as_bool().unwrap())
}

#[test]
fn ctrl_c_stops_a_plan_with_the_best_plan_so_far() {
    // The quick search finds a plan within a second; the exact one runs for many more.
    let state = "tests/data/projectl/slow-plan.yaml";
    let (code, stdout) = crate::cli_limits::interrupted(&["plan", state, "--json"], 2);
    assert_eq!(code, Some(3), "not decided: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        (
            &report["possible"],
            &report["interrupted"],
            &report["proved"]
        ),
        (&true.into(), &true.into(), &false.into())
    );
    let actions = report["actions"].as_u64().unwrap();
    let bound = report["lower_bound"].as_u64().unwrap();
    // The shortest plan has 14 actions (the state file's note): a real bound is at most 14.
    assert!(bound < actions && bound <= 14, "{bound} < {actions}");
    let (code, stdout) = crate::cli_limits::interrupted(&["plan", state], 2);
    assert_eq!(code, Some(3));
    // This run stopped where the clock says: its first line is read for its two numbers,
    // and must be exactly the line they make.
    let first = stdout.lines().next().unwrap_or_default();
    let goal = "B01, B05, B13, W11";
    let numbers = (first.strip_prefix(&format!("Complete {goal} in ")))
        .and_then(|rest| Some((rest.split_once(' ')?.0, first.rsplit_once(' ')?.1)))
        .and_then(|(n, b)| Some((n.parse().ok()?, b.strip_suffix('.')?.parse().ok()?)));
    let (actions, bound): (u64, u64) = numbers.expect(first);
    let claim = best_found("stopped by Ctrl-C", bound);
    let head = first_line(goal, actions, actions.div_ceil(3), &claim);
    assert_eq!(first, head);
    assert!(bound < actions && bound <= 14, "{first}");
}

#[test]
fn a_game_exports_the_player_to_move_as_a_plan_state() {
    let dir = crate::support::TempDir::new();
    let (game, state) = (dir.path("game.yaml"), dir.path("state.yaml"));
    let (g, s) = (game.to_str().unwrap(), state.to_str().unwrap());
    run_ok(&["play", "new", "project-l", "--seed", "3", "-o", g]);
    let to_move = |g: &str| -> String {
        let json: serde_json::Value =
            serde_json::from_str(&run_ok(&["play", "show", g, "--json"])).unwrap();
        json["status"]["player"].to_string()
    };
    let first = to_move(g);
    Tessera::new()
        .args(["play", "export", g])
        .refused(&format!(
            "{g}: player {first}, to move, holds no unfinished card, and a plan state needs \
             one (after a `take` of a card, export again)"
        ))
        .run();
    let moves = run_ok(&["play", "moves", g]);
    let take = moves.lines().find(|m| m.starts_with("take W")).unwrap();
    run_ok(&["play", "apply", g, take]);
    run_ok(&["play", "export", g, "-o", s]);
    // Each player starts with an O1 and an I2, so the bank of 15 of each kind has 13 of
    // those two left; one of the turn's three actions is taken.
    let card = take.trim_start_matches("take ");
    let expected = format!(
        "# Player {first}'s pieces and unfinished cards in a Project L game, to move: a plan \
         state.\n# Read it with: tessera plan FILE\nsupply: O1 I2\ncards:\n  - card: {card}\n\
         bank: 13xO1 13xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4\nactions_left: 2\n\
         master_used: false\n"
    );
    assert_eq!(std::fs::read_to_string(&state).unwrap(), expected);
    let plan = run_ok(&["plan", s]);
    assert!(plan.starts_with(&format!("Complete {card} in ")), "{plan}");
}
