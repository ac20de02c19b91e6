//! "Did you mean …?" suggestions for misspelt names (passes, ops, rules).

/// The candidate closest to `name` by edit distance, if it is close enough
/// to be what the user meant: at most a third of the longer name's length,
/// and at least one edit allowed. Ties go to the first candidate.
pub fn closest_name<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|known| (edit_distance(name, known), known))
        .filter(|&(d, known)| d <= (name.len().max(known.len()) / 3).max(1))
        .min_by_key(|&(d, _)| d)
        .map(|(_, known)| known)
}

/// Edit distance over chars counting insertions, deletions, substitutions
/// and swaps of two neighbours (optimal string alignment), so `dec` is one
/// edit from `dce`.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // d[i][j]: distance between a[..i] and b[..j].
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("cse", "cse"), 0);
        assert_eq!(edit_distance("cse", "dce"), 2);
        assert_eq!(edit_distance("dec", "dce"), 1);
        assert_eq!(edit_distance("", "dce"), 3);
        assert_eq!(edit_distance("csee", "cse"), 1);
    }

    #[test]
    fn closest_name_picks_a_near_candidate_only() {
        assert_eq!(closest_name("dec", ["cse", "dce"]), Some("dce"));
        assert_eq!(
            closest_name("BufferLod", ["BufferLoad", "BufferStore"]),
            Some("BufferLoad")
        );
        assert_eq!(closest_name("xyz", ["cse", "dce"]), None);
    }
}
