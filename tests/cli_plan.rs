//! `tessera plan`: hand-checked plans, the turn-by-turn output, JSON, goals and bad state
//! files.

use crate::support::{assert_refused, run_ok, temp_file, tessera};

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
    let out = run_ok(&["plan", state.to_str().unwrap()]);
    let head = "Complete W13, W28 in 3 actions (1 turn); no plan has fewer";
    assert!(out.starts_with(head), "{out}");
    for completed in ["completes W13: ", "completes W28: "] {
        assert!(out.contains(completed), "{out}");
    }
    assert!(out.contains("master "), "{out}");
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
    let out = run_ok(&["plan", state.to_str().unwrap(), "--goal", "w28"]);
    assert!(
        out.starts_with("Complete W28 in 2 actions (2 turns)"),
        "{out}"
    );
}

#[test]
fn a_long_search_draws_no_progress_line_when_standard_error_is_no_terminal() {
    // Tens of thousands of states: long enough for progress reports, which go to a
    // terminal only.
    let state = temp_file(
        "long.yaml",
        "supply: 2xI3 3xI4 L4\ncards: [{card: W11}, {card: W06}, {card: B11}, {card: B01}]\n",
    );
    let run = tessera(&["plan", state.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("Complete W11, W06, B11, B01 in "),
        "{}",
        run.stdout
    );
    assert_eq!(run.stderr, "");
}

#[test]
fn an_impossible_goal_exits_1() {
    // An empty bank and a supply too small for the card.
    let state = temp_file("none.yaml", "supply: O1\nbank: ''\ncards:\n  - card: W28\n");
    let run = tessera(&["plan", state.to_str().unwrap()]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("no plan"), "{}", run.stdout);
}

#[test]
fn malformed_state_files_exit_2_naming_the_problem() {
    let cases = [
        (
            "supply: O1\ncards:\n  - card: W05\n    pieces: [L4 b2 b3 c3 e3]\n",
            "cards[1]: pieces[1]",
        ),
        ("supply: O1 L9\ncards: [{card: W05}]\n", "supply"),
        ("supply: O1\ncards: [{card: X05}]\n", "no card \"X05\""),
        (
            "supply: O1\ncards: [{card: W01}, {card: W02}, {card: W03}, {card: W04}, {card: W05}]\n",
            "at most 4",
        ),
        ("supply: O1\ncards: [{card: W05}]\ngoal: [W06]\n", "goal[1]"),
        (
            "supply: O1\ncards: [{card: W05, pieces: [L4]}]\n",
            "cards[1]: pieces[1]: \"L4\": give the cells the L4 covers",
        ),
        (
            "supply: 100xO1\ncards: [{card: W05}]\n",
            "supply: \"100xO1\": the count is too large (at most 99)",
        ),
        ("supply: [O1\n", "invalid state file"),
    ];
    for (text, expected) in cases {
        let state = temp_file("bad.yaml", text);
        let message = assert_refused(&["plan", state.to_str().unwrap()], expected);
        assert!(message.contains("bad.yaml"), "{text}: {message}");
    }
    assert_refused(&["plan", "no/such/state.yaml"], "no/such/state.yaml");
    let state = temp_file("goal2.yaml", "supply: O1\ncards: [{card: W05}]\n");
    assert_refused(
        &["plan", state.to_str().unwrap(), "--goal", "B01"],
        "--goal",
    );
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
    let text = run_ok(&["plan", f, "--max-states", "10000"]);
    assert_eq!(text.contains("the best found"), bound < actions, "{text}");
    let message = assert_refused(&["plan", f, "--max-states", "100"], "--max-states");
    assert!(
        message.contains("limit.yaml: the search kept its limit of 100 states"),
        "{message}"
    );
    assert_refused(&["plan", f, "--max-states", "0"], "must be at least 1");
}

#[test]
fn the_state_shown_in_help_is_accepted() {
    let help = run_ok(&["plan", "--help"]);
    let example: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("The state file (YAML)"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| &l[2..])
        .collect();
    assert!(example.len() >= 8, "{help}");
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
    assert!(bound < actions, "{bound} < {actions}");
    let (code, stdout) = crate::cli_limits::interrupted(&["plan", state], 2);
    assert_eq!(code, Some(3));
    assert!(
        stdout.contains(" actions (") && stdout.contains("the best found; stopped by Ctrl-C"),
        "{stdout}"
    );
}
