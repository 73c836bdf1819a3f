//! The examples each `challenge` command's `--help` ends with (run by
//! tests/help_examples.rs, each command's in a folder of its own that sees `puzzles/`).

pub const CHALLENGE: &str = "Examples:
  tessera challenge new golomb --level 4 --seed 2 -o mine.yaml
  tessera challenge show puzzles/challenges
  tessera challenge show puzzles/challenges/golomb-3-a.yaml";

pub const NEW: &str = "Examples:
  tessera challenge new golomb --level 4 --seed 2 -o mine.yaml
  tessera challenge new polyssimo --level 8 --seed 5 -o p.yaml --json
  tessera challenge new s25 --level 2 --seed 1
  tessera challenge show mine.yaml";

pub const SHOW: &str = "Examples:
  tessera challenge show puzzles/challenges/golomb-3-a.yaml
  tessera challenge show puzzles/challenges/golomb-3-a.yaml --answer
  tessera challenge show puzzles/challenges/golomb-3-a.yaml --json --svg board.svg
  tessera challenge show puzzles/challenges";

pub const CHECK: &str = "Examples:
  tessera challenge new golomb --level 3 --seed 1 -o mine.yaml
  tessera challenge check mine.yaml \"T f1 g1 h1 g2 g3\"
  tessera challenge check puzzles/challenges/golomb-5-a.yaml \"F a6 a7 b7 c7 b8\" --json
  tessera challenge check puzzles/challenges/project-l-3-a.yaml \"upgrade I2 I3; place W12 O1 c4\"";

pub const PLAY: &str = "Examples:
  tessera challenge new golomb --level 3 --seed 1 -o mine.yaml
  echo quit | tessera challenge play mine.yaml";
