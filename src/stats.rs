//! Small statistics shared by the arena and the analyses: the 95% Wilson score interval of
//! a proportion.

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson score interval of `successes` out of `trials` (successes may be
/// fractional, as shared wins are); `(0, 1)` with no trials.
pub fn wilson95(successes: f64, trials: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (trials, successes / trials, Z95);
    let centre = p + z * z / (2.0 * n);
    let margin = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denominator = 1.0 + z * z / n;
    (
        ((centre - margin) / denominator).max(0.0),
        ((centre + margin) / denominator).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_worked_examples() {
        // 50 of 100: [0.4038, 0.5962]; 0 of 10: [0, 0.2775]; 10 of 10: [0.7225, 1]
        // (Newcombe 1998, and the formula worked by hand).
        let close =
            |(a, b): (f64, f64), (x, y): (f64, f64)| (a - x).abs() < 1e-3 && (b - y).abs() < 1e-3;
        assert!(close(wilson95(50.0, 100.0), (0.4038, 0.5962)));
        assert!(close(wilson95(0.0, 10.0), (0.0, 0.2775)));
        assert!(close(wilson95(10.0, 10.0), (0.7225, 1.0)));
        assert_eq!(wilson95(0.0, 0.0), (0.0, 1.0));
    }
}
