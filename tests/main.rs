//! Integration tests: one binary, a module per subject.

mod support;

mod cli_bench;
mod cli_files;
mod cli_golomb;
mod cli_hostile;
mod cli_plan;
mod cli_play;
mod cli_play_project_l;
mod cli_play_project_l_aggressive_solo;
mod cli_play_project_l_edition;
mod cli_play_project_l_simultaneous;
mod cli_play_project_l_variants;
mod cli_polyssimo;
mod cli_project_l;
mod cli_s25;
mod cli_serve;
mod cli_svg;
mod cli_tile;
mod dp_counts;
mod exact_cover_properties;
mod fit_properties;
mod golomb_prover;
mod help_examples;
mod known_counts;
mod plan_properties;
mod play_properties;
mod polyssimo_solve;
mod polyssimo_ties;
mod project_l_play;
mod readme;
mod s25_path_oracle;
mod s25_properties;
mod tiling_properties;
mod toy_game;
mod upgrade_properties;
