//! Project L moves and their notation:
//!
//! | move | notation |
//! |---|---|
//! | take a card from the offer | `take W05` |
//! | take a level-1 piece | `take O1` |
//! | upgrade / exchange | `upgrade O1 I2`, `exchange L4 I3` |
//! | place a piece | `place W05 L4 b2 b3 c3 d3` (card, kind, the cells it covers) |
//! | master action | `master W05 L4 b2 b3 c3 d3, B20 I2 c2 c3` |
//! | finishing touch | `touch W05 I2 c4 c5` |
//! | end of finishing touches | `done` |
//! | no action possible | `pass` |
//! | choose a favourite piece (favourite variant, at the start) | `favourite L4` |
//! | unlock a kind on your sheet (piece-unlock variant) | `unlock L4` |
//! | charge: a supply piece above an unfinished card (aggressive) | `charge W05 I2` |
//! | master charge: at most one above each unfinished card | `master-charge W05 I2, B13 O1` |
//! | defend: face-up completed cards and defence pieces | `defend W05 B13 2xO1`, `defend O1` |
//! | decompose a ghost piece (Ghost expansion), placing new pieces at once | `decompose P5 into O1 L4`, `decompose P5 into O1 L4, place W05 L4 b2 b3 c3 d3` |
//! | the level-up reward's choice (Ghost expansion) | `level-up I3 P5` |
//! | declining the level-up reward (Ghost expansion) | `level-up none` |
//! | ambassador action: an `M` card, then a master action's placements | `ambassador AW01 W05 L4 b2 b3 c3 d3, B20 I2 c2 c3` |
//! | blind draw: the top card of a deck, unseen (revised rules) | `draw white`, `draw black` |
//! | recycle a row: its cards under its deck, the first named first (revised rules) | `recycle W05 W12 W03 W20` |
//! | the ↗ reward as two pieces one level each (revised rules) | `level-up O1 I2, I2 I3` |

use super::Illegal;
use super::deck::Fitters;
use super::state::CardIndex;
use crate::project_l::{Action, Catalogue, Colour, Kind, Placed, Supply, parse_cell};

/// A piece put on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnCard {
    pub card: CardIndex,
    pub piece: Placed,
}

/// One move of a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    TakeCard(CardIndex),
    Acquire(Action),
    Place(OnCard),
    Master(Vec<OnCard>),
    Touch(OnCard),
    Done,
    /// Only when no other action is legal.
    Pass,
    /// Favourite-piece variant: the kind chosen at the start.
    Favourite(Kind),
    /// Piece-unlock variant: fill the slot under the kind on your sheet.
    Unlock(Kind),
    /// Aggressive duel: a supply piece above an unfinished card.
    Charge(CardIndex, Kind),
    /// Aggressive duel: at most one supply piece above each unfinished card.
    MasterCharge(Vec<(CardIndex, Kind)>),
    /// Aggressive duel: the defender's answer to an attack.
    Defend(Defence),
    /// Ghost expansion: return a ghost piece, take pieces forming its shape, and place some
    /// of them at once (at most one on each card).
    Decompose {
        ghost: Kind,
        into: Supply,
        placements: Vec<OnCard>,
    },
    /// Ghost expansion: the level-up reward's choice, a supply piece for one higher.
    LevelUp {
        from: Kind,
        to: Kind,
    },
    /// Ghost expansion: the level-up reward declined.
    LevelUpDecline,
    /// Ambassador expansion: the ambassador action of a completed `M` card (a master
    /// action's placements).
    Ambassador {
        card: CardIndex,
        placements: Vec<OnCard>,
    },
    /// Revised rules: the take action on the top card of a deck, unseen (a blind draw).
    Draw(Colour),
    /// Revised rules: a row's cards under its deck in this order (the first named goes
    /// under first, the last named ends at the bottom), then the row refilled.
    Recycle(Vec<CardIndex>),
    /// Revised rules: the ↗ reward as two pieces raised one level each.
    LevelUpPair([(Kind, Kind); 2]),
}

/// What a defender spends: face-up completed cards and defence pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defence {
    pub cards: Vec<CardIndex>,
    pub pieces: u32,
}

/// Writes a move in notation.
pub fn format_move(deck: &Catalogue, mv: &Move) -> String {
    let n = Names(deck);
    match mv {
        Move::TakeCard(card) => format!("take {}", n.id(*card)),
        Move::Acquire(action) => action.to_string(),
        Move::Place(p) => format!("place {}", n.on(p)),
        Move::Master(ps) => format!("master {}", n.list(ps)),
        Move::Touch(p) => format!("touch {}", n.on(p)),
        Move::Done => "done".into(),
        Move::Pass => "pass".into(),
        Move::Favourite(kind) => format!("favourite {kind}"),
        Move::Unlock(kind) => format!("unlock {kind}"),
        Move::Charge(card, kind) => format!("charge {} {kind}", n.id(*card)),
        Move::MasterCharge(list) => format!("master-charge {}", n.charges(list)),
        Move::Defend(d) => format!("defend {}", n.defence(d)),
        Move::Decompose {
            ghost,
            into,
            placements,
        } => {
            let mut parts = vec![format!("decompose {ghost} into {into}")];
            parts.extend(placements.iter().map(|p| format!("place {}", n.on(p))));
            parts.join(", ")
        }
        Move::LevelUp { from, to } => format!("level-up {from} {to}"),
        Move::LevelUpDecline => "level-up none".into(),
        Move::Ambassador { card, placements } => {
            format!("ambassador {} {}", n.id(*card), n.list(placements))
        }
        Move::Draw(colour) => format!("draw {}", colour.name()),
        Move::Recycle(cards) => {
            let ids: Vec<&str> = cards.iter().map(|&c| n.id(c)).collect();
            format!("recycle {}", ids.join(" "))
        }
        Move::LevelUpPair([(a, b), (c, d)]) => format!("level-up {a} {b}, {c} {d}"),
    }
}

/// The deck's names for the parts of a move.
struct Names<'a>(&'a Catalogue);

impl Names<'_> {
    fn id(&self, card: CardIndex) -> &str {
        self.0.cards()[card as usize].id.as_str()
    }

    /// `W05 L3 a1 b1 b2`.
    fn on(&self, p: &OnCard) -> String {
        crate::project_l::placement_notation(self.id(p.card), &p.piece)
    }

    /// Placements separated by commas.
    fn list(&self, placements: &[OnCard]) -> String {
        let parts: Vec<String> = placements.iter().map(|p| self.on(p)).collect();
        parts.join(", ")
    }

    /// `W05 O1, W13 I2`.
    fn charges(&self, list: &[(CardIndex, Kind)]) -> String {
        let parts: Vec<String> = (list.iter())
            .map(|(c, k)| format!("{} {k}", self.id(*c)))
            .collect();
        parts.join(", ")
    }

    /// The cards given up, then the O1s (`2xO1` for more than one).
    fn defence(&self, d: &Defence) -> String {
        let mut words: Vec<String> = d.cards.iter().map(|&c| self.id(c).to_string()).collect();
        match d.pieces {
            0 => {}
            1 => words.push("O1".into()),
            n => words.push(format!("{n}xO1")),
        }
        words.join(" ")
    }
}

/// Reads a move; the error says what is malformed. Whether the move is legal is the rules'
/// business.
pub fn parse_move(deck: &Catalogue, fitters: &Fitters, text: &str) -> Result<Move, Illegal> {
    let text = text.trim();
    let (verb, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let rest = rest.trim();
    let verb = verb.to_ascii_lowercase();
    let acquisition = || Ok(Move::Acquire(Action::parse(&format!("{verb} {rest}"))?));
    match verb.as_str() {
        "take" if rest.is_empty() => Err(Illegal::Missing("a card or a piece kind")),
        "take" if Kind::parse(rest).is_some() => acquisition(),
        "take" => card_index(deck, rest)
            .map(Move::TakeCard)
            .map_err(|e| match e {
                // No card near: the word may be a kind mistyped (`take Q1`).
                Illegal::UnknownCard(word, near) if near.is_empty() => {
                    let nearest_kind = Kind::suggestion(&word);
                    Illegal::UnknownCard(word, nearest_kind)
                }
                e => e,
            }),
        "upgrade" | "exchange" => acquisition(),
        "place" => on_card(deck, fitters, rest).map(Move::Place),
        "touch" => on_card(deck, fitters, rest).map(Move::Touch),
        "master" => master(deck, fitters, rest),
        "done" if rest.is_empty() => Ok(Move::Done),
        "pass" if rest.is_empty() => Ok(Move::Pass),
        "favourite" => kind(rest).map(Move::Favourite),
        "unlock" => kind(rest).map(Move::Unlock),
        "charge" => card_kind(deck, rest).map(|(c, k)| Move::Charge(c, k)),
        "master-charge" => (rest.split(','))
            .map(|part| card_kind(deck, part.trim()))
            .collect::<Result<Vec<_>, Illegal>>()
            .map(Move::MasterCharge),
        "defend" => defence(deck, rest).map(Move::Defend),
        "decompose" => decompose(deck, fitters, rest),
        "level-up" => level_up(rest),
        "draw" => draw(rest),
        "recycle" if rest.is_empty() => Err(Illegal::Missing("the row's cards, in order")),
        "recycle" => (rest.split_whitespace())
            .map(|id| card_index(deck, id))
            .collect::<Result<Vec<_>, Illegal>>()
            .map(Move::Recycle),
        "ambassador" => {
            let (card, list) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            Ok(Move::Ambassador {
                card: card_index(deck, card)?,
                placements: placement_list(deck, fitters, list)?,
            })
        }
        _ => Err(Illegal::Unreadable),
    }
}

/// `master PLACEMENT, PLACEMENT…`; an unlock among them is refused (unlocks are actions of
/// their own).
fn master(deck: &Catalogue, fitters: &Fitters, rest: &str) -> Result<Move, Illegal> {
    let unlock = |p: &str| p.trim().to_ascii_lowercase().starts_with("unlock");
    if rest.split(',').any(unlock) {
        return Err(Illegal::UnlockInMaster);
    }
    placement_list(deck, fitters, rest).map(Move::Master)
}

/// `draw white` or `draw black`.
fn draw(rest: &str) -> Result<Move, Illegal> {
    match rest.to_ascii_lowercase().as_str() {
        "white" => Ok(Move::Draw(Colour::White)),
        "black" => Ok(Move::Draw(Colour::Black)),
        _ => Err(Illegal::DrawWhich(rest.into())),
    }
}

/// Reads `W05 L4 b2 b3 c3 d3, B20 I2 c2 c3`: placements separated by commas. A placement
/// that does not read, with a second card among its words, is told to be set off by a
/// comma.
fn placement_list(deck: &Catalogue, fitters: &Fitters, text: &str) -> Result<Vec<OnCard>, Illegal> {
    text.split(',')
        .map(|part| on_card(deck, fitters, part.trim()).map_err(|e| comma_left_out(deck, part, e)))
        .collect()
}

/// `CommaMissing` when a word after the first of `part` is a card and no cell (a deck may
/// name a card `c3`), else `error` as it is.
fn comma_left_out(deck: &Catalogue, part: &str, error: Illegal) -> Illegal {
    let card = |w: &&str| card_index(deck, w).is_ok() && parse_cell(w).is_none();
    match part.split_whitespace().skip(1).find(card) {
        Some(card) => Illegal::CommaMissing(card.to_string()),
        None => error,
    }
}

/// How the variants' moves are written, for a move whose words are missing or misplaced.
const DECOMPOSE: &str =
    "decompose P5 into O1 L4, with \", place W05 L4 b2 b3 c3 d3\" for each piece placed at once";
const LEVEL_UP: &str = "level-up I3 P5 (a piece raised), level-up O1 I2, I2 I3 (two pieces, \
                        under the revised rules) or level-up none";
const CHARGE: &str = "charge W05 I2 (a card and a kind; master-charge lists several, \
                      separated by commas)";
const DEFEND: &str = "defend W05 B13 2xO1 (face-up completed cards and defence pieces, O1 or NxO1)";

/// Reads `P5 into O1 L4, place W05 L4 b2 b3 c3 d3`: the ghost, its split, and placements
/// each written as a place action.
fn decompose(deck: &Catalogue, fitters: &Fitters, text: &str) -> Result<Move, Illegal> {
    let mut parts = text.split(',');
    let head = parts.next().unwrap_or("");
    let (ghost, into) = head
        .split_once(" into ")
        .ok_or(Illegal::Written(DECOMPOSE))?;
    let into = Supply::parse(into.trim()).map_err(|e| Illegal::BadSplit(e.to_string()))?;
    let placements = parts
        .map(|part| {
            let part = part.trim();
            let words = part.split_once(char::is_whitespace);
            match words {
                Some((verb, on)) if verb.eq_ignore_ascii_case("place") => {
                    on_card(deck, fitters, on.trim())
                }
                _ => Err(Illegal::Written(DECOMPOSE)),
            }
        })
        .collect::<Result<Vec<OnCard>, Illegal>>()?;
    Ok(Move::Decompose {
        ghost: kind(ghost.trim())?,
        into,
        placements,
    })
}

/// Reads `I3 P5` (one piece), `O1 I2, I2 I3` (two pieces one level each) or `none` (the
/// reward declined).
fn level_up(text: &str) -> Result<Move, Illegal> {
    let pair = |part: &str| match part.split_whitespace().collect::<Vec<_>>()[..] {
        [from, to] => Ok((kind(from)?, kind(to)?)),
        _ => Err(Illegal::Written(LEVEL_UP)),
    };
    match text.split(',').collect::<Vec<_>>()[..] {
        [none] if none.trim().eq_ignore_ascii_case("none") => Ok(Move::LevelUpDecline),
        [one] => pair(one).map(|(from, to)| Move::LevelUp { from, to }),
        [a, b] => Ok(Move::LevelUpPair([pair(a)?, pair(b)?])),
        _ => Err(Illegal::Written(LEVEL_UP)),
    }
}

fn kind(text: &str) -> Result<Kind, Illegal> {
    if text.is_empty() {
        return Err(Illegal::Missing("a piece kind"));
    }
    Kind::parse(text).ok_or_else(|| Illegal::UnknownCard(text.into(), Kind::suggestion(text)))
}

/// Reads `W05 I2`: a card and a kind.
fn card_kind(deck: &Catalogue, text: &str) -> Result<(CardIndex, Kind), Illegal> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [card, piece] = words[..] else {
        return Err(Illegal::Written(CHARGE));
    };
    Ok((card_index(deck, card)?, kind(piece)?))
}

/// Reads `W05 B13 2xO1`: card ids and the defence pieces (`O1`, `NxO1`), in any order.
fn defence(deck: &Catalogue, text: &str) -> Result<Defence, Illegal> {
    let mut d = Defence {
        cards: Vec::new(),
        pieces: 0,
    };
    for word in text.split_whitespace() {
        let lower = word.to_ascii_lowercase();
        let count = match lower.strip_suffix("xo1") {
            Some(n) => n.parse::<u32>().ok(),
            None => (lower == "o1").then_some(1),
        };
        match count {
            Some(n) => d.pieces += n,
            None => d.cards.push(card_index(deck, word)?),
        }
    }
    if d.cards.is_empty() && d.pieces == 0 {
        return Err(Illegal::Written(DEFEND));
    }
    Ok(d)
}

fn card_index(deck: &Catalogue, id: &str) -> Result<CardIndex, Illegal> {
    if id.is_empty() {
        return Err(Illegal::Missing("a card"));
    }
    if Kind::parse(id).is_some() && deck.get(id).is_none() {
        return Err(Illegal::KindForCard(id.into()));
    }
    deck.cards()
        .iter()
        .position(|c| c.id.eq_ignore_ascii_case(id))
        .map(|i| i as CardIndex)
        .ok_or_else(|| Illegal::UnknownCard(id.into(), deck.suggestion(id)))
}

/// Reads `W05 L4 b2 b3 c3 d3`: a card, a kind, and cells that place the kind inside the
/// card's hole.
fn on_card(deck: &Catalogue, fitters: &Fitters, text: &str) -> Result<OnCard, Illegal> {
    if text.is_empty() {
        return Err(Illegal::Missing("a card, a kind and its cells"));
    }
    let (id, piece) = text
        .split_once(char::is_whitespace)
        .ok_or_else(|| Illegal::NoPiece(text.into()))?;
    let card = card_index(deck, id)?;
    let piece = fitters[card as usize]
        .parse_piece(piece.trim())
        .map_err(|e| Illegal::BadPiece {
            card: deck.cards()[card as usize].id.clone(),
            reason: e.to_string(),
        })?;
    Ok(OnCard { card, piece })
}

impl super::ProjectL {
    /// `refused`, a move's reading refused, or — when it refused a piece's cells on a card
    /// the player acting (to move, or making their finishing touches) does not hold — that
    /// the card is not theirs, the mistake to fix first (`place W32 I2 a1 a2` with no W32
    /// in hand is not about the cells).
    pub(super) fn card_held_first(&self, state: &super::State, refused: Illegal) -> Illegal {
        let Illegal::BadPiece { card, .. } = &refused else {
            return refused;
        };
        let Some(acting) = super::acting(state) else {
            return refused;
        };
        let held = (state.players[acting].cards.iter())
            .any(|c| self.card_id(c.card).eq_ignore_ascii_case(card));
        match held {
            true => refused,
            false => Illegal::NotYourCard(card.clone()),
        }
    }
}
