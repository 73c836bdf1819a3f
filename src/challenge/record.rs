//! The record of solved challenges: a small YAML file, `.tessera-solved.yaml`, in the
//! folder of the challenge files, listing the fingerprints of those solved there (so a
//! renamed file stays solved, and an edited one does not). `challenge check` and
//! `challenge play` add to it; `challenge show FOLDER` counts from it.

use super::ChallengeError;
use crate::safe_write::{self, Existing};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The record's file name, in the challenges' folder.
pub const NAME: &str = ".tessera-solved.yaml";

#[derive(Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    solved: BTreeSet<String>,
}

/// The record's path for the challenge file at `file`.
pub fn beside(file: &Path) -> PathBuf {
    let folder = file.parent().filter(|p| !p.as_os_str().is_empty());
    folder.unwrap_or(Path::new(".")).join(NAME)
}

/// The fingerprints solved in `folder` (none when it has no record yet).
pub fn solved(folder: &Path) -> Result<BTreeSet<String>, ChallengeError> {
    let path = folder.join(NAME);
    if !path.exists() {
        return Ok(BTreeSet::new());
    }
    let text = crate::text_file::read(&path)
        .map_err(|e| ChallengeError::Record(format!("{}: {e}", path.display())))?;
    let record: Record = crate::yaml::from_str(&text).map_err(|e| {
        let fix = "delete the file to start the record afresh";
        ChallengeError::Record(format!("{}: {e}; {fix}", path.display()))
    })?;
    Ok(record.solved)
}

/// Adds the challenge with `fingerprint`, from the file at `file`, to its folder's record.
pub fn mark(file: &Path, fingerprint: &str) -> Result<(), ChallengeError> {
    let path = beside(file);
    let folder = path.parent().unwrap_or(Path::new("."));
    let mut record = Record {
        solved: solved(folder)?,
    };
    if !record.solved.insert(fingerprint.to_string()) {
        return Ok(());
    }
    let text = crate::yaml::to_string(&record).map_err(ChallengeError::Yaml)?;
    safe_write::write(&path, text.as_bytes(), Existing::Replace)
        .map(|_| ())
        .map_err(|e| ChallengeError::Record(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_challenge_is_recorded_once_beside_its_file() {
        let folder = std::env::temp_dir().join(format!("tessera-record-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let file = folder.join("c.yaml");
        assert!(solved(&folder).unwrap().is_empty());
        mark(&file, "abc").unwrap();
        mark(&file, "abc").unwrap();
        mark(&file, "def").unwrap();
        let found: Vec<String> = solved(&folder).unwrap().into_iter().collect();
        assert_eq!(found, ["abc", "def"]);
        assert_eq!(beside(Path::new("c.yaml")), Path::new(".").join(NAME));
        std::fs::write(folder.join(NAME), "solved: 3\n").unwrap();
        let error = solved(&folder).unwrap_err().to_string();
        assert!(error.contains(NAME), "{error}");
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
