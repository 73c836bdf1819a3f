//! Reading lines a person or a program types, bounded: a line longer than asked for is
//! skipped a buffer at a time and refused, so a line without an end never fills the memory.

use std::io::{BufRead, Read};

/// What [`read_line`] found.
pub enum Line {
    /// A line of at most the bytes asked for, in the buffer.
    Read,
    /// A longer line, skipped to its end; the buffer holds its first bytes.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads the next line into `line` (emptied first), keeping at most `most` bytes; of a
/// longer line, the buffer keeps its start (what an answer's id is read from).
pub fn read_line(
    input: &mut dyn BufRead,
    line: &mut Vec<u8>,
    most: usize,
) -> std::io::Result<Line> {
    line.clear();
    let read = Read::take(&mut *input, most as u64 + 1).read_until(b'\n', line)?;
    if read == 0 {
        return Ok(Line::End);
    }
    if line.len() <= most || line.ends_with(b"\n") {
        return Ok(Line::Read);
    }
    // Skip the rest of the line a buffer at a time.
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                break;
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
    Ok(Line::TooLong)
}

/// Takes a byte-order mark off the start of `line`: one that an editor put before a
/// script's first line is no part of it.
pub fn without_byte_order_mark(line: &mut Vec<u8>) {
    let mark = crate::text_file::BYTE_ORDER_MARK.as_bytes();
    if line.starts_with(mark) {
        line.drain(..mark.len());
    }
}
