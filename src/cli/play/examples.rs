//! The examples each `play` command's `--help` ends with (run by tests/help_examples.rs,
//! each command's in a folder of its own).

pub const SHOW: &str = "Examples:
  tessera play new polyssimo --seed 7 -o game.yaml
  tessera play show game.yaml
  tessera play show game.yaml --svg board.svg
  tessera play show game.yaml --json";

pub const MOVES: &str = "Examples:
  tessera play new s25 --seed 3 -o game.yaml
  tessera play moves game.yaml
  tessera play moves game.yaml --json";

pub const APPLY: &str = "Examples:
  tessera play new polyssimo --seed 7 -o game.yaml
  tessera play apply game.yaml \"take X\" \"take C06\"
  tessera play apply game.yaml --player 1 \"take I\" --json";

pub const STATUS: &str = "Examples:
  tessera play new golomb --seed 1 -o game.yaml
  tessera play status game.yaml
  tessera play status game.yaml --json";

pub const UNDO: &str = "Examples:
  tessera play new polyssimo --seed 7 -o game.yaml
  tessera play apply game.yaml \"take X\" \"take C06\" \"take I\"
  tessera play undo game.yaml
      takes back take I
  tessera play undo game.yaml 2 --json";

pub const LIST: &str = "Examples:
  tessera play new polyssimo --seed 7 -o game.yaml
  tessera play new s25 --seed 3 -o s25.yaml
  tessera play list
  tessera play list . --json";

pub const REPLAY: &str = "Examples:
  tessera play new s25 --seed 3 -o game.yaml
  tessera play bot game.yaml --until end
  tessera play replay game.yaml";

pub const BOT: &str = "Examples:
  tessera play new polyssimo --seed 7 -o game.yaml
  tessera play bot game.yaml
      the first bot (greedy) plays for the player to move
  tessera play bot game.yaml --bot search --nodes 2000 --until move
  tessera play bot game.yaml --bot random --until end --json";

pub const HINT: &str = "Examples:
  tessera play new s25 --seed 3 -o game.yaml
  tessera play hint game.yaml
  tessera play hint game.yaml --time 1 --json";

pub const EXPORT: &str = "Examples:
  tessera play new golomb --seed 1 -o game.yaml
  tessera play apply game.yaml \"F a1 b1 b2 c2 b3\"
  tessera play export game.yaml
  tessera play export game.yaml -o position.yaml";

pub const IMPORT: &str = "Examples:
  tessera play import puzzles/polyssimo/endgame-8.yaml -o game.yaml
  tessera play import puzzles/struktura25/midgame.yaml s25 --seed 2 -o s25.yaml --json
  tessera play import puzzles/struktura25/midgame.yaml s25 --correction no-cap -o nocap.yaml
      a reading of the rules, which a position leaves open, given with the game";

pub const NEW: &str = "Examples:
  tessera play new polyssimo --players 2 --seed 7 -o game.yaml
  tessera play new project-l --solo hard -o solo.yaml
      the seed from the clock, printed
  tessera play new s25 --players 3 --stalemate draw -o s25.yaml --json";

pub const ARENA: &str = "Examples:
  tessera play arena polyssimo --bots greedy,random --games 10 --seed 1
  tessera play arena s25 --players 3 --bots greedy,random,random --games 6 --json";

pub const PLAY: &str = "\
Examples:
  tessera play new project-l --players 3 --seed 7 -o game.yaml
  tessera play apply game.yaml \"take O1\" \"take W20\" \"upgrade O1 I2\"
  tessera play new project-l --solo hard --seed 1 -o solo.yaml
  tessera play arena project-l --solo hard --bank 12 --bots planner --games 5 --seed 1
  tessera play new polyssimo --players 2 --seed 7 -o poly.yaml
  tessera play moves poly.yaml
  tessera play apply poly.yaml \"take C06\" \"take X\"
  tessera play bot poly.yaml --bot greedy --until end
  tessera play show poly.yaml
  tessera play show poly.yaml --svg poly.svg
      the board as a picture (--svg - writes it to standard output instead of the text)
  tessera play export poly.yaml -o position.yaml
  tessera play import position.yaml -o copy.yaml --force
  tessera play arena polyssimo --bots greedy,random --games 10 --seed 1
  tessera play new s25 --players 2 --seed 3 -o s25.yaml
  tessera play apply s25.yaml \"build a1 c1\" \"build a6 c6\" \"activate b1 line a1-c1\"
  tessera play arena s25 --bots greedy,random --games 20 --seed 1

`tessera play new GAME --help` lists a game's options and bots. An illegal move exits 2
and leaves the file unchanged; two runs that change one file take turns (the file is
locked while it changes).";

pub const SERVE: &str = "\
Commands: new GAME [PLAYERS] [SEED] [KEY=VALUE...], load FILE, save FILE [force], games,
moves, play MOVE, undo, genmove [BOT] [think=MS | nodes=N], show, status, roll [EVENT], quit.

Text (Golomb's game; a blank line ends each answer):
       3 play F a1 b1 b2 c2 b3    ->  =3 move 2: player 2 to move
       4 play F d1 e1 e2 f2 e3    ->  ?4 \"F d1 e1 e2 f2 e3\": F is not in the pool any more
JSON:  {\"id\": 3, \"command\": \"play\", \"args\": [\"F a1 b1 b2 c2 b3\"]}
       ->  {\"id\": 3, \"ok\": true, \"result\": [\"move 2: player 2 to move\"]}

Examples:
  printf 'new polyssimo\\nmoves\\nquit\\n' | tessera play serve
  printf 'new project-l players=1 solo=hard seed=3\\nstatus\\n' | tessera play serve
  printf 'status\\n' | tessera play serve project-l --solo basic --seed 2";
