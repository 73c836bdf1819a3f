//! Reading lines a person or a program types, bounded: a line longer than asked for is
//! skipped a buffer at a time and refused, so a line without an end never fills the memory.

use std::io::{BufRead, Read};

/// What [`read_line`] found.
pub enum Line {
    /// A line of at most the bytes asked for, in the buffer.
    Read,
    /// A longer line, skipped to its end.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads the next line into `line` (emptied first), keeping at most `most` bytes.
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
    line.clear();
    Ok(Line::TooLong)
}
