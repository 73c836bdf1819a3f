//! Colours for pictures: a readable palette for pieces without colours of their own, one
//! colour per player, and the greys and backgrounds every picture shares.

use std::fmt;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

impl Rgb {
    /// The relative luminance of WCAG 2 (0 black, 1 white).
    pub fn luminance(self) -> f64 {
        let linear = |v: u8| {
            let c = f64::from(v) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                power_2_4((c + 0.055) / 1.055)
            }
        };
        0.2126 * linear(self.0) + 0.7152 * linear(self.1) + 0.0722 * linear(self.2)
    }

    /// Whether black text reads better than white on this colour.
    pub fn is_light(self) -> bool {
        // Black on it beats white on it when (l + 0.05) / 0.05 > 1.05 / (l + 0.05).
        self.luminance() > 0.179
    }
}

/// `x` to the power 2.4 for `x` in `(0, 1]`, as `(x^(1/5))^12` with the fifth root by
/// Newton's method (from 1 it falls to the root and stops when it no longer falls): the
/// one power the program needs, so it does not load the system's maths library, which
/// costs every start (0.04 M instructions of dynamic loading).
fn power_2_4(x: f64) -> f64 {
    let mut root = 1.0f64;
    loop {
        let next = root - (root.powi(5) - x) / (5.0 * root.powi(4));
        if next >= root {
            break;
        }
        root = next;
    }
    root.powi(12)
}

pub const BLACK: Rgb = Rgb(0x20, 0x20, 0x20);
pub const WHITE: Rgb = Rgb(0xff, 0xff, 0xff);
/// An empty board cell.
pub const BOARD: Rgb = Rgb(0xf4, 0xf1, 0xe8);
/// Dead cells and other things nobody owns.
pub const GREY: Rgb = Rgb(0x9e, 0x9e, 0x9e);
/// Cells already covered before the picture's pieces.
pub const COVERED: Rgb = Rgb(0xc8, 0xc8, 0xc8);

/// Distinct, fairly light colours that take black text, in the order pieces get them
/// (a qualitative palette: neighbours in the list differ in hue).
const PIECES: [Rgb; 16] = [
    Rgb(0x8d, 0xd3, 0xc7),
    Rgb(0xfd, 0xb4, 0x62),
    Rgb(0xbe, 0xba, 0xda),
    Rgb(0xfb, 0x80, 0x72),
    Rgb(0x80, 0xb1, 0xd3),
    Rgb(0xb3, 0xde, 0x69),
    Rgb(0xfc, 0xcd, 0xe5),
    Rgb(0xff, 0xed, 0x6f),
    Rgb(0xbc, 0x80, 0xbd),
    Rgb(0xcc, 0xeb, 0xc5),
    Rgb(0xe5, 0xc4, 0x94),
    Rgb(0x66, 0xc2, 0xa5),
    Rgb(0xe7, 0x8a, 0xc3),
    Rgb(0xa6, 0xd8, 0x54),
    Rgb(0xff, 0xd9, 0x2f),
    Rgb(0x8d, 0xa0, 0xcb),
];

/// The `i`-th colour of the piece palette (it repeats after 16).
pub fn piece(i: usize) -> Rgb {
    PIECES[i % PIECES.len()]
}

/// Player colours, strong enough to tell apart on the board: red, blue, green, orange.
const PLAYERS: [Rgb; 4] = [
    Rgb(0xd6, 0x27, 0x28),
    Rgb(0x1f, 0x77, 0xb4),
    Rgb(0x2c, 0xa0, 0x2c),
    Rgb(0xff, 0x7f, 0x0e),
];

/// The colour of player `p` (from 0); it repeats after 4.
pub fn player(p: usize) -> Rgb {
    PLAYERS[p % PLAYERS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_matches_the_library_one() {
        for v in 11..=255u8 {
            let x = (f64::from(v) / 255.0 + 0.055) / 1.055;
            let (ours, library) = (power_2_4(x), x.powf(2.4));
            assert!(
                (ours - library).abs() <= 1e-14 * library,
                "{v}: {ours} {library}"
            );
        }
    }

    #[test]
    fn colours_are_written_as_hex() {
        assert_eq!(Rgb(255, 0, 16).to_string(), "#ff0010");
    }

    #[test]
    fn the_piece_palette_takes_black_text_and_white_does_not_take_white() {
        assert!(PIECES.iter().all(|c| c.is_light()));
        assert!(WHITE.is_light() && !BLACK.is_light());
    }
}
