//! The prover's files: job files (a share of the frontier under some root moves), their
//! result files, and checkpoints (every frontier result known so far). All are JSON with
//! a kind, a format version, the game's fingerprint, the root, and a check sum over the
//! body, so a file from another game or root, an older format, or a damaged copy is
//! refused rather than trusted.

use super::drive::Known;
use super::game::CompiledGame;
use super::moves::Node;
use super::top::Key;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The format version written and read.
pub const VERSION: u32 = 1;

/// Why a file was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FileError {
    #[error("not JSON of the expected shape: {0}")]
    Syntax(String),
    #[error("a {found} file, not a {expected} file")]
    WrongKind { expected: String, found: String },
    #[error("format version {found}; this build reads version {VERSION}")]
    Version { found: u32 },
    #[error("made for another game (fingerprint {found}, this game is {expected})")]
    OtherGame { expected: String, found: String },
    #[error(
        "made for another position: `golomb prove` takes it with the POSITION it was made \
         for (none for the empty board); `openings write` reads only a checkpoint of the \
         empty board"
    )]
    OtherRoot { expected: String, found: String },
    #[error("damaged: its check sum does not match its contents")]
    Damaged,
    #[error("position {index} is not a position of this game ({reason})")]
    BadPosition { index: usize, reason: &'static str },
}

/// A position as written: the occupied cells as 16 hex digits and the pool.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct NodeText {
    pub board: String,
    pub pool: u32,
}

impl NodeText {
    pub fn of(node: Node) -> NodeText {
        NodeText {
            board: format!("{:016x}", node.occupied),
            pool: node.pool,
        }
    }

    fn node(&self) -> Option<Node> {
        if self.board.len() != 16 {
            return None;
        }
        let occupied = u64::from_str_radix(&self.board, 16).ok()?;
        Some(Node {
            occupied,
            pool: self.pool,
        })
    }
}

/// One root move's share of a job: its index among the root's distinct moves (in the
/// prover's order), its name, and which of the positions under it (a range of their
/// order) the job proves.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct JobMove {
    pub index: usize,
    pub name: String,
    pub first: usize,
    pub end: usize,
}

/// A job: shares of some root moves to prove.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct JobBody {
    pub job: usize,
    pub jobs: usize,
    pub moves: Vec<JobMove>,
}

/// A frontier result: the position's key and whether the root player, to move, wins.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct KnownText {
    pub board: String,
    pub pool: u32,
    pub wins: bool,
}

/// Results: of a job (with its number), or a checkpoint's (job 0 of 0).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ResultsBody {
    pub job: usize,
    pub jobs: usize,
    /// Whether every position of the job was settled (or its move refuted).
    pub complete: bool,
    pub nodes: u64,
    pub seconds: f64,
    pub results: Vec<KnownText>,
}

/// A whole file: what it is, for which game and root, a check sum of the body, the body.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Document<B> {
    kind: String,
    version: u32,
    game: String,
    root: NodeText,
    check: String,
    body: B,
}

pub const JOB: &str = "tessera-golomb-job";
pub const RESULT: &str = "tessera-golomb-result";
pub const CHECKPOINT: &str = "tessera-golomb-checkpoint";

/// A stable fingerprint of a game: FNV-1a over its board cells and piece shapes.
pub fn fingerprint(game: &CompiledGame) -> String {
    let mut text = String::new();
    for &(r, c) in game.set.board.cells() {
        text.push_str(&format!("{r},{c};"));
    }
    for (name, shape) in &game.set.pieces {
        text.push_str(&format!("|{name}:{:?}", shape.cells()));
    }
    format!("{:016x}", fnv(text.as_bytes()))
}

pub(super) fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Writes a document of `kind` with its header.
pub fn write_file<B: Serialize>(kind: &str, game: &CompiledGame, root: Node, body: &B) -> String {
    let body_text = serde_json::to_string(body).expect("file bodies serialize");
    let document = Document {
        kind: kind.to_string(),
        version: VERSION,
        game: fingerprint(game),
        root: NodeText::of(root),
        check: format!("{:016x}", fnv(body_text.as_bytes())),
        body,
    };
    serde_json::to_string_pretty(&document).expect("files serialize") + "\n"
}

/// Reads a document of `kind` made for this game and (if given) this root.
pub fn read_file<B>(
    kind: &str,
    game: &CompiledGame,
    root: Option<Node>,
    text: &str,
) -> Result<(Node, B), FileError>
where
    B: Serialize + for<'de> Deserialize<'de>,
{
    let syntax = |e: serde_json::Error| FileError::Syntax(e.to_string());
    let document: Document<serde_json::Value> = serde_json::from_str(text).map_err(syntax)?;
    let header = &document;
    if header.kind != kind {
        return Err(FileError::WrongKind {
            expected: kind.into(),
            found: header.kind.clone(),
        });
    }
    if header.version != VERSION {
        return Err(FileError::Version {
            found: header.version,
        });
    }
    let expected = fingerprint(game);
    if header.game != expected {
        return Err(FileError::OtherGame {
            expected,
            found: header.game.clone(),
        });
    }
    let body: B = serde_json::from_value(document.body.clone()).map_err(syntax)?;
    let body_text = serde_json::to_string(&body).expect("file bodies serialize");
    if header.check != format!("{:016x}", fnv(body_text.as_bytes())) {
        return Err(FileError::Damaged);
    }
    let found = valid_node(game, &header.root, 0)?;
    if let Some(root) = root
        && root != found
    {
        return Err(FileError::OtherRoot {
            expected: NodeText::of(root).board,
            found: header.root.board.clone(),
        });
    }
    Ok((found, body))
}

/// A written position, checked to be one of the game's.
pub fn valid_node(game: &CompiledGame, text: &NodeText, index: usize) -> Result<Node, FileError> {
    let bad = |reason| FileError::BadPosition { index, reason };
    let node = text.node().ok_or(bad("board is not 16 hex digits"))?;
    if node.occupied & !game.board != !game.board {
        return Err(bad("cells off the board are not marked full"));
    }
    let items = game.kinds.iter().fold(0, |m, k| m | k.items);
    if node.pool & !items != 0 {
        return Err(bad("pool names pieces the set does not have"));
    }
    Ok(node)
}

/// Results as written.
pub fn known_text(known: &Known) -> Vec<KnownText> {
    let mut out: Vec<KnownText> = (known.iter())
        .map(|(&(board, pool), &wins)| KnownText {
            board: format!("{board:016x}"),
            pool,
            wins,
        })
        .collect();
    out.sort_by(|a, b| (&a.board, a.pool).cmp(&(&b.board, b.pool)));
    out
}

/// Written results back as a map.
pub fn known_of(game: &CompiledGame, texts: &[KnownText]) -> Result<Known, FileError> {
    let mut known = Known::new();
    for (index, t) in texts.iter().enumerate() {
        let node = NodeText {
            board: t.board.clone(),
            pool: t.pool,
        };
        let board = node
            .node()
            .ok_or(FileError::BadPosition {
                index,
                reason: "board is not 16 hex digits",
            })?
            .occupied;
        let key: Key = (board, t.pool);
        if board & !game.board != 0 {
            return Err(FileError::BadPosition {
                index,
                reason: "a key covers cells off the board",
            });
        }
        known.insert(key, t.wins);
    }
    Ok(known)
}
