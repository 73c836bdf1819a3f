//! `tessera play bot FILE`: a bot plays for the player to move (one move, the turn, or
//! the game to its end), the file written once the moves are made.

use super::played::{MovedReport, check_player};
use super::{UntilArg, file_error};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, emit};
use crate::engine::Budget;
use crate::play::{Games, Until, status};
use crate::text_file::NameFile;
use anyhow::{Result, bail};
use std::io::Write;
use std::path::Path;

/// The bot, how far it plays and how long it thinks.
pub struct BotCall<'a> {
    pub bot: Option<&'a str>,
    pub until: UntilArg,
    pub player: Option<usize>,
    pub budget: Budget,
    pub wait: super::WaitArgs,
}

/// Lets the bot play and saves the game.
pub fn run(
    games: &Games,
    file: &Path,
    call: BotCall,
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Answer> {
    let BotCall {
        bot,
        until,
        player,
        budget,
        wait,
    } = call;
    if player.is_some() && until == UntilArg::End {
        bail!("--player moves for one player only, and --until end plays for every player");
    }
    let mut locked = super::lock(file, wait, err)?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    if let Err(e) = check_player(session.as_ref(), "bot", player) {
        bail!(
            "{}: the bot did not move: {}; the file is unchanged",
            file.display(),
            e.reason
        );
    }
    let bot = bot.unwrap_or(session.bots()[0]).to_string();
    let until = match until {
        UntilArg::Move => Until::Move,
        UntilArg::Turn => Until::Turn,
        UntilArg::End => Until::End,
    };
    let moved = session.bot_moves(&bot, budget, until).in_file(file)?;
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    let report = MovedReport {
        by: Some(bot),
        drawn: moved.iter().map(|m| m.chance).collect(),
        did: moved.iter().map(|m| m.did.clone()).collect(),
        played: moved.into_iter().map(|m| m.text).collect(),
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}
