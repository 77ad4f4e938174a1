//! The `corpora/dutch-2026` subset of the bbpPairings 6.0.0 corpus (the
//! Dutch rules in force since 1 February 2026), checked round by round.

use crate::common;

use pairproof::systems::SystemId;

/// Every round of the subset equals bbpPairings'. Files chosen for what
/// decides them: the PAB ([C5], [C9]: default-4 round 12; [C9]'s note not
/// applying to a bracket that completion makes float three: small-43 round
/// 6), [C8] with [C4] applied to the following bracket (default-1 round 13;
/// sets of floaters alike on their own but not under [C4]: small-95 round
/// 11), the downfloaters of [C20] counting moved-down players floating on
/// (default-12 round 13) while those of [C14] are the residents only
/// (default-502 round 12), an MDP in the Limbo weighed in [C18] by his
/// score against one point less than the bracket's lowest (2017 A.8:
/// dutch-2026-small-1572 round 13, dutch-2026-small-9299 round 10), and the
/// other kinds (small, absent, points).
#[test]
fn every_round_of_the_subset_equals_bbppairings() {
    let files = common::corpus_files("dutch-2026");
    assert!(files.len() >= 10, "the subset has {} files", files.len());
    common::assert_every_round_identical(SystemId::Dutch2026, &files, 100);
}
