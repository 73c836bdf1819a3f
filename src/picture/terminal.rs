//! Colour in text drawings: the one palette every drawing in a terminal shares (cell
//! backgrounds from xterm's 256-colour cube, each readable under black text), painting a
//! piece of text with it, and taking the colour out again.
//!
//! Drawings are made in colour; whoever writes them (the command line, through the one
//! `--color`/`NO_COLOR` decision) keeps the colour or calls [`plain`]. Every drawing reads
//! without colour too: the colour only repeats what the letters say.

use anstyle::{Ansi256Color, Style};

/// Piece backgrounds, in the order a colouring hands them out: neighbours in the list
/// differ in hue (blue, orange, green, pink, yellow, lavender, …), and every one has a
/// contrast of at least 4.5:1 with the black text drawn on it (see the tests).
const PIECES: [u8; 12] = [117, 215, 120, 218, 228, 183, 79, 210, 149, 110, 223, 146];

/// The text colour on painted cells: black.
const INK: u8 = 16;

/// Cells nobody can use (dead holes, cells covered before): a mid grey.
pub const GREY: u8 = 248;

/// Players' colours, as on the SVG pictures: red, blue, green, orange (lighter, so that
/// black text reads on them).
const PLAYERS: [u8; 4] = [203, 75, 78, 214];

/// The background of the `i`-th colour of a colouring (it repeats after 12).
pub fn piece(i: usize) -> u8 {
    PIECES[i % PIECES.len()]
}

/// The background of player `p` (from 0; it repeats after 4).
pub fn player(p: usize) -> u8 {
    PLAYERS[p % PLAYERS.len()]
}

/// `text` in black on the 256-colour `background`.
pub fn paint(text: &str, background: u8) -> String {
    let style = Style::new()
        .fg_color(Some(Ansi256Color(INK).into()))
        .bg_color(Some(Ansi256Color(background).into()));
    format!("{style}{text}{style:#}")
}

/// `text` faint (for what matters less: empty cells).
pub fn faint(text: &str) -> String {
    let style = Style::new().dimmed();
    format!("{style}{text}{style:#}")
}

/// The text without its colour codes.
pub fn plain(text: &str) -> String {
    anstream::adapter::strip_str(text).to_string()
}

/// The lines as they are, or without colour (and then without the blanks a painted cell
/// may leave at the end of a line).
pub fn coloured_or_plain(lines: Vec<String>, colour: bool) -> Vec<String> {
    match colour {
        true => lines,
        false => (lines.iter())
            .map(|l| plain(l).trim_end().to_string())
            .collect(),
    }
}

/// A writer that passes text on without its colour codes: each line as it ends (a line
/// that was painted also without the blanks painting left at its end), and what there is
/// of a line when flushed (a prompt).
pub struct Plain<W: std::io::Write> {
    inner: W,
    line: Vec<u8>,
}

impl<W: std::io::Write> Plain<W> {
    pub fn new(inner: W) -> Plain<W> {
        Plain {
            inner,
            line: Vec::new(),
        }
    }

    /// Writes the line so far, `trim`med if it was painted.
    fn pass_on(&mut self, trim: bool) -> std::io::Result<()> {
        let text = String::from_utf8_lossy(&self.line).into_owned();
        let stripped = plain(&text);
        let painted = stripped.len() != text.len();
        let out = if trim && painted {
            stripped.trim_end()
        } else {
            &stripped
        };
        self.inner.write_all(out.as_bytes())?;
        self.line.clear();
        Ok(())
    }
}

impl<W: std::io::Write> std::io::Write for Plain<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for part in buf.split_inclusive(|&b| b == b'\n') {
            match part.split_last() {
                Some((b'\n', text)) => {
                    self.line.extend_from_slice(text);
                    self.pass_on(true)?;
                    self.inner.write_all(b"\n")?;
                }
                _ => self.line.extend_from_slice(part),
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.pass_on(false)?;
        self.inner.flush()
    }
}

/// How many columns the text takes on a terminal (colour codes take none).
pub fn width(text: &str) -> usize {
    plain(text).chars().count()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::picture::Rgb;

    /// The sRGB colour of an index of the 256-colour palette's cube and grey ramp.
    pub(crate) fn rgb(index: u8) -> Rgb {
        const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
        match index {
            16..=231 => {
                let i = usize::from(index - 16);
                Rgb(LEVELS[i / 36], LEVELS[i / 6 % 6], LEVELS[i % 6])
            }
            232..=255 => {
                let v = 8 + 10 * (index - 232);
                Rgb(v, v, v)
            }
            _ => panic!("drawings use only cube and grey colours, not {index}"),
        }
    }

    /// The WCAG 2 contrast ratio of two palette colours.
    pub(crate) fn contrast(a: u8, b: u8) -> f64 {
        let (la, lb) = (rgb(a).luminance(), rgb(b).luminance());
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn the_contrast_formula_gives_the_known_extremes() {
        assert!((contrast(16, 231) - 21.0).abs() < 1e-9, "black on white");
        assert!((contrast(16, 16) - 1.0).abs() < 1e-9);
        assert_eq!(rgb(117), Rgb(0x87, 0xd7, 0xff), "xterm's light sky blue");
    }

    #[test]
    fn black_text_reads_on_every_background() {
        let all = PIECES.iter().chain(&PLAYERS).chain([&GREY]);
        for &background in all {
            let ratio = contrast(INK, background);
            assert!(ratio >= 4.5, "black on {background}: {ratio:.2}:1");
        }
    }

    /// Hue in degrees, and whether the colour has any (greys have none).
    fn hue(c: Rgb) -> Option<f64> {
        let [r, g, b] = [c.0, c.1, c.2].map(|v| f64::from(v) / 255.0);
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let d = max - min;
        let h = match () {
            _ if d < 1e-9 => return None,
            _ if max == r => ((g - b) / d).rem_euclid(6.0),
            _ if max == g => (b - r) / d + 2.0,
            _ => (r - g) / d + 4.0,
        };
        Some(h * 60.0)
    }

    #[test]
    fn the_first_colours_have_hues_far_apart() {
        // The complaint: a palette that began with four magentas. The first six
        // colours (a map of pieces rarely needs more) differ pairwise by 30° of hue or more.
        let hues: Vec<f64> = PIECES[..6].iter().map(|&i| hue(rgb(i)).unwrap()).collect();
        for (i, a) in hues.iter().enumerate() {
            for b in &hues[i + 1..] {
                let apart = (a - b).abs().min(360.0 - (a - b).abs());
                assert!(apart >= 30.0, "{hues:?}");
            }
        }
    }

    #[test]
    fn the_plain_writer_takes_colour_and_painted_blanks_out() {
        use std::io::Write;
        let mut out = Vec::new();
        let mut writer = Plain::new(&mut out);
        let painted = format!("1 {}\nkept  \nprompt> ", paint("A ", piece(0)));
        // In pieces, as a writer may be given them.
        let (a, b) = painted.as_bytes().split_at(5);
        writer.write_all(a).unwrap();
        writer.write_all(b).unwrap();
        writer.flush().unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "1 A\nkept  \nprompt> ");
    }

    #[test]
    fn painted_text_comes_back_plain() {
        let painted = paint("F1", piece(0));
        assert!(painted.contains("\x1b["), "{painted:?}");
        assert_eq!(plain(&painted), "F1");
        assert_eq!(width(&painted), 2);
        assert_eq!(plain(&faint(". ")), ". ");
    }
}
