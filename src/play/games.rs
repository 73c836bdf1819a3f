//! The table of games `play` knows. Adding a game is one module implementing
//! [`Playable`](crate::engine::Playable) and [`Players`](crate::engine::Players) (its bots,
//! beside them) and one [`GameEntry`] in [`STANDARD`]: the command
//! line, the protocol, the arena and state files are built from the table.

use super::adapter::{AnyGame, GameAdapter};
use super::error::{FileError, OptionError, PlayError};
use super::options::{self, Pairs};
use super::session::GameSession;
use crate::engine::{OptionKind, OptionSpec, Rulebook};
use crate::polyssimo::Polyssimo;
use crate::project_l::game::ProjectL;
use crate::struktura25::Struktura25;
use crate::yaml::{self, Mapping, Value};

/// One game of the table: its names, what it is, and how to set it up.
pub struct GameEntry {
    /// The name on the command line and in state files.
    pub name: &'static str,
    /// Other names the command line accepts.
    pub aliases: &'static [&'static str],
    /// One line for `--help`.
    pub about: &'static str,
    /// Options this entry fixes (as YAML text), so one game's rules can serve as another
    /// game (Golomb's game is Polyssimo's rules in another mode). They are not offered to
    /// the user.
    pub fixed: &'static [(&'static str, &'static str)],
    /// The game's rules and setup.
    pub adapter: &'static dyn AnyGame,
    /// The rules in words, for a player (`tessera rules GAME`).
    pub rulebook: &'static Rulebook,
    /// The strongest of the game's bots, which `play vs` seats unless told otherwise
    /// (`None`: the first the game lists).
    pub strongest: Option<&'static str>,
}

/// The built-in games.
pub const STANDARD: &[GameEntry] = &[
    GameEntry {
        name: "project-l",
        aliases: &["projectl"],
        about: "Project L: 2 to 6 players, or solo against the virtual opponent",
        fixed: &[],
        adapter: &GameAdapter::<ProjectL>::NEW,
        rulebook: &crate::project_l::rulebook::RULEBOOK,
        strongest: Some("search"),
    },
    GameEntry {
        name: "polyssimo",
        aliases: &[],
        about: "Polyssimo Challenge: 2 to 4 players, a draft then placements",
        fixed: &[],
        adapter: &GameAdapter::<Polyssimo>::NEW,
        rulebook: &crate::polyssimo::rulebook::POLYSSIMO,
        strongest: Some("search"),
    },
    GameEntry {
        name: "golomb",
        aliases: &[],
        about: "Golomb's pentomino game: 2 players, one shared pool of 12 pentominoes",
        fixed: &[("mode", "golomb"), ("players", "2"), ("draft", "null")],
        adapter: &GameAdapter::<Polyssimo>::NEW,
        rulebook: &crate::polyssimo::rulebook::GOLOMB,
        strongest: Some("perfect"),
    },
    GameEntry {
        name: "s25",
        aliases: &["struktura25"],
        about: "Структура 25: 2 to 4 players, chips on a 6×6 grid, exactly 25 to win",
        fixed: &[],
        adapter: &GameAdapter::<Struktura25>::NEW,
        rulebook: &crate::struktura25::rulebook::RULEBOOK,
        strongest: Some("expectimax"),
    },
];

/// The games one run knows: the built-in ones, and any a program adds.
#[derive(Clone)]
pub struct Games {
    entries: Vec<&'static GameEntry>,
}

impl Games {
    /// The built-in games.
    pub fn standard() -> Games {
        Games {
            entries: STANDARD.iter().collect(),
        }
    }

    /// These games and one more.
    pub fn with(mut self, entry: &'static GameEntry) -> Games {
        self.entries.push(entry);
        self
    }

    pub fn entries(&self) -> &[&'static GameEntry] {
        &self.entries
    }

    /// A game by name or alias, in any case; an unknown name is refused with the nearest
    /// game's name when it looks like a slip.
    pub fn find(&self, name: &str) -> Result<&'static GameEntry, PlayError> {
        self.entries
            .iter()
            .find(|e| {
                e.name.eq_ignore_ascii_case(name)
                    || e.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
            })
            .copied()
            .ok_or_else(|| PlayError::UnknownGame {
                name: name.to_string(),
                suggestion: self
                    .nearest(name)
                    .map(|game| format!(" (did you mean {game}?)"))
                    .unwrap_or_default(),
                known: self.names().join(", "),
            })
    }

    /// The game `typed` was likely meant to be, by its name or an alias (`struktura` is
    /// near `struktura25`, so s25), when it looks like a slip.
    pub fn nearest(&self, typed: &str) -> Option<&'static str> {
        let spellings = (self.entries.iter())
            .flat_map(|e| std::iter::once(e.name).chain(e.aliases.iter().copied()));
        let meant = crate::wording::did_you_mean(typed, spellings)?;
        let entry = self
            .entries
            .iter()
            .find(|e| e.name == meant || e.aliases.contains(&meant));
        entry.map(|e| e.name)
    }

    /// A game with other rules than `game`'s whose notation reads `text` in a new game
    /// (default options): a move typed into the wrong game's file (`build a1 c1` given to
    /// Polyssimo). Golomb's game, Polyssimo's rules in another mode, is not another game
    /// here: a Polyssimo move refused in it is refused by the rules, not the notation.
    pub fn reads_as_another(&self, game: &str, text: &str) -> Option<&'static GameEntry> {
        let rules = self.find(game).ok()?.adapter.rules();
        let others = (self.entries.iter()).filter(|e| e.adapter.rules() != rules);
        let reads = |entry: &&&GameEntry| {
            let session = entry.start(&[], 0);
            session.is_ok_and(|session| session.reads_move(text))
        };
        others.into_iter().find(reads).copied()
    }

    /// The games' names.
    pub fn names(&self) -> Vec<&'static str> {
        self.entries.iter().map(|e| e.name).collect()
    }

    /// A game that starts from a position file's text: of the game named, or else of the
    /// most specific game that reads the position (the one whose fixed options it has),
    /// with the options `given` that the position leaves open. A game named whose rules
    /// read the position but whose fixed options it lacks (a Polyssimo position named as
    /// Golomb's game), or another entry of the same rules that fixes more (a Golomb
    /// position named as Polyssimo), is refused naming the game it is of.
    pub fn import(
        &self,
        text: &str,
        file: &str,
        game: Option<&str>,
        (given, seed): (&Pairs, u64),
    ) -> Result<Box<dyn GameSession>, PlayError> {
        let Some(name) = game else {
            let (entry, mapping) = self.reader_of(text, file)?;
            return entry.start_imported(mapping, given, seed);
        };
        let entry = self.find(name)?;
        let mapping = entry.adapter.import(entry.name, text, file)?;
        match self.reader_of(text, file) {
            Ok((owner, _)) if owner.name != entry.name => Err(PlayError::PositionOfAnother {
                file: file.to_string(),
                of: owner.title(),
                named: entry.title(),
                game: owner.name,
            }),
            _ => entry.start_imported(mapping, given, seed),
        }
    }

    /// The most specific game that reads the position (of those whose fixed options it
    /// has, the one that fixes the most), with the options the position sets.
    fn reader_of(&self, text: &str, file: &str) -> Result<(&GameEntry, Mapping), PlayError> {
        let mut best: Option<(&GameEntry, Mapping)> = None;
        let mut first_error = None;
        for entry in &self.entries {
            match entry.adapter.import(entry.name, text, file) {
                Ok(m) if entry.has_fixed(&m) => {
                    if best
                        .as_ref()
                        .is_none_or(|b| entry.fixed.len() > b.0.fixed.len())
                    {
                        best = Some((entry, m));
                    }
                }
                Ok(_) | Err(PlayError::NoPositions { .. }) => {}
                Err(e) => first_error = first_error.or(Some(e)),
            }
        }
        best.ok_or_else(|| first_error.unwrap_or(PlayError::NoPositions { game: "any game" }))
    }
}

impl GameEntry {
    /// The game's name as a player knows it (`Структура 25`), from its `about` line.
    pub fn title(&self) -> &'static str {
        self.about.split(':').next().unwrap_or(self.name)
    }

    /// The bot `play vs` seats unless told otherwise: the strongest, else the first.
    pub fn strongest_bot(&self) -> &'static str {
        self.strongest
            .or_else(|| self.bots().first().copied())
            .unwrap_or_default()
    }

    /// The bots this game offers (a game with the default options says: a variant such as
    /// Golomb's game may offer a bot its parent's rules do not).
    pub fn bots(&self) -> &'static [&'static str] {
        match self.mapping(&[]) {
            Ok(mapping) => self.adapter.bots_for(mapping),
            Err(_) => self.adapter.bots(),
        }
    }

    /// The options a user may set for this game (those the entry does not fix).
    pub fn options(&self) -> Vec<OptionSpec> {
        self.options_fixed(false)
    }

    /// Whether this game starts from position files (`play import`).
    pub fn reads_positions(&self) -> bool {
        self.adapter.reads_positions()
    }

    /// The options `play import` takes beside a position file: those it leaves open.
    pub fn import_options(&self) -> Vec<OptionSpec> {
        let open = self.adapter.import_options();
        let options = self.options().into_iter();
        options.filter(|o| open.contains(&o.name)).collect()
    }

    /// The options of `session` that a position file leaves open and the game set to
    /// other than their default (`correction`, `no-cap`), which its export does not record.
    pub fn left_out_of_positions(&self, session: &dyn GameSession) -> Vec<(String, String)> {
        let (Ok(Value::Mapping(options)), Some(Value::Mapping(defaults))) =
            (session.options(), session.default_options())
        else {
            return Vec::new();
        };
        let open = self.adapter.import_options().iter();
        let set = open.filter_map(|name| Some((name, options.get(*name)?)));
        let changed = set.filter(|(name, value)| defaults.get(**name) != Some(*value));
        changed
            .map(|(name, value)| {
                let text = yaml::to_string(value).unwrap_or_default();
                (name.to_string(), text.trim().to_string())
            })
            .collect()
    }

    /// The options this entry fixes that the game itself offers (Golomb's `players`):
    /// accepted when given with the fixed value, refused by name otherwise.
    pub fn fixed_options(&self) -> Vec<OptionSpec> {
        self.options_fixed(true)
    }

    /// The game's options that this entry fixes (`true`) or leaves to the user (`false`).
    fn options_fixed(&self, fixed: bool) -> Vec<OptionSpec> {
        let is_fixed = |o: &&OptionSpec| self.fixed.iter().any(|f| f.0 == o.name);
        let options = self.adapter.options().iter();
        options.filter(|o| is_fixed(o) == fixed).copied().collect()
    }

    /// A new game from the user's options (name and value as given) and a seed.
    pub fn start(&self, given: &Pairs, seed: u64) -> Result<Box<dyn GameSession>, PlayError> {
        let started = self.adapter.start(self.name, self.mapping(given)?, seed);
        started.map_err(|error| self.naming_files(error, given))
    }

    /// A game's refusal of the options, with the files their values were read from when
    /// it is about them (its reason speaks of the option, `draft: F is given twice`, not
    /// of the file). An option whose file's text the game checks as it is read
    /// ([`OptionKind::TextFile`]) names its file already.
    fn naming_files(&self, error: PlayError, given: &Pairs) -> PlayError {
        let read_whole = |name: &str| {
            (self.options().iter())
                .any(|o| o.name == name && matches!(o.kind, OptionKind::YamlFile))
        };
        // The game's reason starts with the option it is about; a value of the wrong shape
        // is told by the YAML reader, which names none, so every such file is named.
        let about = |name: &str| match &error {
            PlayError::Setup(why) => why.to_string().starts_with(&format!("{name}:")),
            PlayError::Option(OptionError::Invalid { .. }) => true,
            _ => false,
        };
        let files: Vec<String> = (given.iter())
            .filter(|(name, _)| read_whole(name) && about(name))
            .map(|(name, file)| format!("{name} read from {file}"))
            .collect();
        match files.is_empty() {
            true => error,
            false => PlayError::OptionsFromFiles {
                error: Box::new(error),
                files: files.join(", "),
            },
        }
    }

    /// The options a game starts with: the user's (name and value as given) and the
    /// entry's fixed ones.
    fn mapping(&self, given: &Pairs) -> Result<Mapping, PlayError> {
        let mut mapping = options::read(self.name, self.adapter.options(), given)?;
        self.add_fixed(&mut mapping)?;
        Ok(mapping)
    }

    /// A new game for `seats` players (bots in an arena): with the options given, or, if
    /// that game has another number of players and the user did not set an option named
    /// `players`, with `players` set to `seats`.
    pub fn start_seated(
        &self,
        given: &Pairs,
        seed: u64,
        seats: usize,
    ) -> Result<Box<dyn GameSession>, PlayError> {
        let session = self.start(given, seed)?;
        let settable = self.options().iter().any(|o| o.name == "players");
        if session.players() == seats || !settable || given.iter().any(|(k, _)| k == "players") {
            return Ok(session);
        }
        let mut seated = given.to_vec();
        seated.push(("players".into(), seats.to_string()));
        self.start(&seated, seed)
    }

    /// A game from a state file's options, seed and history.
    pub fn resume(
        &self,
        options: Value,
        seed: u64,
        history: &[String],
    ) -> Result<Box<dyn GameSession>, FileError> {
        let mut mapping = match options {
            Value::Mapping(m) => m,
            Value::Null => Mapping::new(),
            _ => return Err(FileError::Missing("options")),
        };
        self.add_fixed(&mut mapping).map_err(FileError::Game)?;
        self.adapter.resume(self.name, mapping, seed, history)
    }

    /// Whether `mapping` has every option this entry fixes, with the fixed value (an
    /// option fixed to null may be absent).
    fn has_fixed(&self, mapping: &Mapping) -> bool {
        self.fixed.iter().all(|(name, text)| {
            let fixed: Value = yaml::from_str(text).expect("a fixed option is YAML");
            let given = mapping.get(Value::from(*name)).unwrap_or(&Value::Null);
            *given == fixed
        })
    }

    /// A game of this entry from the options a position file set (`imported`) and those
    /// the user gave, which must be among the ones the position leaves open.
    fn start_imported(
        &self,
        mut imported: Mapping,
        given: &Pairs,
        seed: u64,
    ) -> Result<Box<dyn GameSession>, PlayError> {
        let open = self.adapter.import_options();
        // Refused by name before any is read (`--set FILE` would read its file first).
        let known = |name: &str| self.adapter.options().iter().any(|o| o.name == name);
        let set = given
            .iter()
            .find(|(n, _)| known(n) && !open.contains(&n.as_str()));
        if let Some((name, _)) = set {
            let open = match open {
                [] => "; it leaves none open".to_string(),
                names => format!("; the options it leaves open: {}", names.join(", ")),
            };
            let name = name.clone();
            return Err(OptionError::SetByPosition { name, open }.into());
        }
        imported.extend(options::read(self.name, self.adapter.options(), given)?);
        self.add_fixed(&mut imported)?;
        self.adapter.start(self.name, imported, seed)
    }

    /// Puts in the options this entry fixes; a different value already there is refused.
    fn add_fixed(&self, mapping: &mut Mapping) -> Result<(), PlayError> {
        for (name, text) in self.fixed {
            let fixed: Value = yaml::from_str(text).expect("a fixed option is YAML");
            let key = Value::from(*name);
            match mapping.get(&key) {
                Some(given) if *given != fixed => {
                    return Err(OptionError::Fixed {
                        name: name.to_string(),
                        fixed: text.to_string(),
                    }
                    .into());
                }
                _ => {
                    mapping.insert(key, fixed);
                }
            }
        }
        Ok(())
    }
}
