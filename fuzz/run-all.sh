#!/bin/sh
# Seeds each target's corpus from the bundled files and runs every fuzz target (or the
# ones named) for SECONDS each (default 600), one after another; logs go to fuzz/logs/.
# Usage (from the repository's top folder): fuzz/run-all.sh [SECONDS] [TARGET...]
set -eu
seconds=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-"puzzle_file card_file plan_state polyssimo_position game_state game_moves move_notation serve_protocol output_paths written_games"}
cargo build --release --quiet
# The binary's folder depends on the target (.cargo/config.toml builds for the host as a
# target of its own); cargo names it.
tessera=$(cargo build --release --quiet --message-format=json-render-diagnostics \
  | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
c=fuzz/corpus
mkdir -p fuzz/logs $c/puzzle_file $c/card_file $c/plan_state $c/polyssimo_position \
  $c/game_state $c/game_moves $c/move_notation $c/serve_protocol $c/output_paths $c/written_games
cp puzzles/polyomino/*.yaml $c/puzzle_file/
cp puzzles/projectl/cards.yaml puzzles/projectl/unlock-sheet-example.yaml $c/card_file/
cp puzzles/projectl/example-state.yaml $c/plan_state/
cp puzzles/polyssimo/*.yaml $c/polyssimo_position/
printf 'board: |\n  AAA.\n  ....\nplayers:\n  - pieces: [B]\n  - pieces: [D]\nset: |\n  board: |\n    ####\n    ####\n  pieces:\n    - name: A\n      shape: |\n        ###\n    - name: B\n      shape: |\n        ##\n        #.\n    - name: D\n      shape: |\n        ##\n' \
  > $c/polyssimo_position/inline-set.yaml
for game in project-l polyssimo golomb s25; do
  "$tessera" play new "$game" --seed 3 --force -o "$c/game_state/$game.yaml" >/dev/null
done
printf '\000\001\002\003\004\005' > $c/game_moves/seed
printf '\000\001\003hello' > $c/move_notation/seed
# written_games: which game (even: a Project L deck, odd: a Polyssimo set), a seed, the
# file's length in two bytes (low first), the file, then the path of choices.
written_game() { # GAME-BYTE FILE OUT
  n=$(wc -c < "$2")
  printf "\\$(printf %o "$1")\\003\\$(printf %o $((n % 256)))\\$(printf %o $((n / 256)))" > "$3"
  cat "$2" >> "$3"
  printf '\001\002\003\004\005\006\007' >> "$3"
}
written_game 0 puzzles/projectl/expansion-example.yaml $c/written_games/deck
written_game 1 puzzles/polyssimo/set.yaml $c/written_games/set
printf '\000new golomb\nmoves\nshow\nquit\n' > $c/serve_protocol/text
# The first byte picks the path (a file, links, a FIFO, a device node, a folder…).
for kind in 0 1 2 3 4 5 6 7 8 64 65 66 69 128 129 192; do
  { printf "\\$(printf %o "$kind")"; printf 'format: 1\ngame: golomb\n'; } > "$c/output_paths/kind-$kind"
done
cd fuzz
for target in $targets; do
  echo "$target: $seconds s"
  cargo fuzz run -s none -O "$target" -- -max_total_time="$seconds" -rss_limit_mb=2048 \
    -timeout=10 -print_final_stats=1 > "logs/$target.log" 2>&1
  grep -a DONE "logs/$target.log" | tail -1
done
