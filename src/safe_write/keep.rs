//! What a replaced file must keep besides its content: its owner and group (which only a
//! privileged writer can give a new file) and its extended attributes (ACLs, labels, a
//! user's own tags). When they cannot be copied to the new file, the old one is written in
//! place instead.

use std::fs::{self, File};
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// Whether the file has names besides the one being written (a rename would split them).
pub fn has_other_links(meta: &fs::Metadata) -> bool {
    meta.nlink() > 1
}

/// Gives `new` the owner, group and extended attributes of `old` (whose metadata is
/// `meta`); false if any of them could not be given.
pub fn owner_and_attributes(old: &Path, meta: &fs::Metadata, new: &File) -> bool {
    owner(meta, new) && attributes(old, new)
}

fn owner(meta: &fs::Metadata, new: &File) -> bool {
    let Ok(mine) = new.metadata() else {
        return false;
    };
    if mine.uid() == meta.uid() && mine.gid() == meta.gid() {
        return true;
    }
    std::os::unix::fs::fchown(new, Some(meta.uid()), Some(meta.gid())).is_ok()
}

fn attributes(old: &Path, new: &File) -> bool {
    use xattr::FileExt;
    let names = match xattr::list(old) {
        Ok(names) => names,
        // A file system without extended attributes: there are none to keep.
        Err(e) if e.raw_os_error() == Some(ENOTSUP) => return true,
        Err(_) => return false,
    };
    names.into_iter().all(|name| match xattr::get(old, &name) {
        Ok(Some(value)) => new.set_xattr(&name, &value).is_ok(),
        Ok(None) => true,
        Err(_) => false,
    })
}

/// Linux's errno for "operation not supported".
const ENOTSUP: i32 = 95;
