//! Command-line arguments (clap derive).

use crate::audit::{Denied, Shard};
use crate::solver::Solver;
use crate::systems::SystemId;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Exit codes: 0 success; 1 no valid pairing exists; 2 unexpected error or feature not
available; 3 invalid input or request; 4 too large (solver time limit); 5 a file could
not be read or written; 6 verify/audit/merge-reports --deny: some round got a denied
verdict (the reports are complete). Output to a closed pipe is dropped quietly.

`-` as the input tournament reads it from standard input (named <stdin> in messages).

Engine form used by tournament managers, under the Dutch rules in force: those the
tournament type names (192, else 092: FIDE_DUTCH, _2025, _2026 = dutch-2026, FIDE_DUTCH_2017
= dutch-2017; another system's code, e.g. FIDE_BURSTEIN (use --burstein) or FIDE_DUBOV: exit 3), else those of
the start date (042: dutch-2026 from 2026-02-01, dutch-2017 before), else dutch-2026 (also
for -g); stderr says which were used. A _BAKU type (or --baku) pairs with the C.04.7
virtual points unless the file has XXA/250 lines. pair, check, verify and audit without
--system follow the file the same way; a 192 code of a system pairproof lacks, or CUSTOM_*,
is exit 2 there.
  pairproof --dutch input.trf -p [output]      pair the next round
  pairproof --dutch input.trf -p out -l [list] also write bbpPairings' check-list
                                               (default: input with extension .list)
  --burstein, --dubov, --lim, --double-swiss instead of --dutch pair under those systems (a file typed
  for another system: exit 3). On exit 1 (no pairing) the -p file is left empty.
  pairproof --dutch input.trf -c               check every round of a file
  pairproof --dutch -g [config] -o out.trf [-s seed]   random tournament";

/// Generates and verifies pairings of Swiss tournaments under the FIDE systems,
/// with exact solvers.
#[derive(Debug, Parser)]
#[command(name = "pairproof", version, after_help = AFTER_HELP, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub engine: EngineForm,
}

/// The flags of the engine interface that JaVaFo and bbpPairings share.
#[derive(Debug, Args, Default)]
pub struct EngineForm {
    /// Use the FIDE Dutch system, the rules in force (see below).
    #[arg(long, group = "engine_system")]
    pub dutch: bool,
    /// Use the Burstein system (C.04.4.2), as bbpPairings' `--burstein`.
    #[arg(long, group = "engine_system")]
    pub burstein: bool,
    /// Use the Dubov system (C.04.4.1).
    #[arg(long, group = "engine_system")]
    pub dubov: bool,
    /// Use the Lim system (C.04.4.3).
    #[arg(long, group = "engine_system")]
    pub lim: bool,
    /// Use the Double-Swiss system (C.04.5): two-game matches.
    #[arg(long, group = "engine_system")]
    pub double_swiss: bool,
    /// Use the Swiss Team system (C.04.6): the teams of a TRF-2026 team file.
    #[arg(long, group = "engine_system")]
    pub team: bool,
    /// Input tournament (TRF; `-` for standard input).
    pub input: Option<PathBuf>,
    /// Pair the next round; write the pairing to the file (stdout without one).
    #[arg(short = 'p', num_args = 0..=1, value_name = "FILE")]
    pub pair: Option<Option<PathBuf>>,
    /// With -p: also write the check-list of the round in bbpPairings' layout
    /// (tab-separated: scores, colours, preferences, bye, floats, this round's
    /// game, opponents) to FILE; without FILE beside the input with the
    /// extension .list (as bbpPairings), or, for standard input, beside the -p
    /// file, or to stderr when the pairing goes to stdout.
    #[arg(short = 'l', num_args = 0..=1, value_name = "FILE", requires = "pair")]
    pub checklist: Option<Option<PathBuf>>,
    /// Check every round of the input file.
    #[arg(short = 'c')]
    pub check: bool,
    /// Generate a random tournament, with an optional configuration file.
    #[arg(short = 'g', num_args = 0..=1, value_name = "CONFIG")]
    pub generate: Option<Option<PathBuf>>,
    /// Output file of the generator.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Seed of the generator.
    #[arg(short = 's', value_name = "SEED")]
    pub seed: Option<u64>,
    /// Derive C.04.7 (Baku acceleration) virtual points even when the file's
    /// tournament type does not ask for them.
    #[arg(long)]
    pub baku: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Pair the next round of a tournament.
    ///
    /// The round to pair is the one after the last round with any pairing; players
    /// with a `0000` entry in that column (absent, half-point bye...) are left out.
    /// Example: pairproof pair --system dutch-2017 corpora/examples/demo-round5.trf
    Pair(PairArgs),
    /// Free Pairings Checker: re-pair every round of each file and list the rounds
    /// that differ, pairproof's pairing beside the file's.
    ///
    /// Example: pairproof check --system dutch-2017 corpora/dutch-2017/*.trf
    Check(CheckArgs),
    /// Random tournament generator: a tournament paired round by round by pairproof.
    ///
    /// Example: pairproof generate --system dutch-2017 --seed 7 -o random.trf
    Generate(GenerateArgs),
    /// Prove whether another engine's pairing of a round is what the rules demand.
    ///
    /// The first word printed is the verdict: optimal, suboptimal, illegal or colours.
    /// Example: pairproof verify --system dutch-2017 in.trf --pairing list.txt
    Verify(VerifyArgs),
    /// Verify every round of every tournament under the given files and directories.
    ///
    /// Example: pairproof audit --system dutch-2017 corpora/ --csv audit.csv
    Audit(AuditArgs),
    /// Compare rule models: re-pair every round of a corpus under each, or play
    /// simulated tournaments under each.
    ///
    /// Example: pairproof compare --model models/dutch-2017.toml --model models/dutch-2012.toml corpora/dutch-2017
    /// Example: pairproof compare --simulate 200 --seed 1 --model A.toml --model B.toml --html report.html
    Compare(CompareArgs),
    /// FIDE's endorsement test against another engine: N tournaments generated
    /// by pairproof, every round paired by the engine (JaVaFo / bbpPairings
    /// command line: input TRF, output pairing list), every difference judged
    /// by the verifier. The engine's pairings drive each tournament.
    ///
    /// Example: pairproof endorse --system dutch-2017 --engine 'bbpPairings.exe --dutch {in} -p {out}' --tournaments 1000 --html endorse.html
    Endorse(EndorseArgs),
    /// Certificates of verdicts: `certificate check FILE...`.
    Certificate(CertificateArgs),
    /// Explain a round as the rules build it, bracket by bracket, in the
    /// system's own paragraphs; with --pairing, where another pairing parts
    /// from it and which paragraph decides.
    ///
    /// Example: pairproof explain --system dutch-2017 --round 5 corpora/examples/demo-round5.trf --html round5.html
    Explain(ExplainArgs),
    /// Read, write and re-read TRF files; report whether each round-trips.
    Roundtrip(RoundtripArgs),
    /// Merge the reports of a sharded audit (audit --shard K/N) into the report
    /// one run over all the files writes (same row order, same summary).
    ///
    /// Example: pairproof merge-reports shard-*.csv -o audit.csv
    MergeReports(MergeArgs),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// JaVaFo-style list: number of pairs, then `white black` lines, the bye as `id 0`.
    #[default]
    List,
    Json,
    /// Boards for people: board, white and black (id, name, rating, score), the bye last.
    Table,
}

/// The rules a file is paired under (pair, check, verify, audit, explain).
#[derive(Debug, Args)]
pub struct RulesArgs {
    #[arg(long, help = format!("Pairing system: {}. Without it (and without --model) the \
        file's rules: its tournament type (192), else its start date (042), else dutch-2026; \
        stderr says which", SystemId::names()))]
    pub system: Option<SystemId>,
    /// Derive C.04.7 (Baku acceleration) virtual points even when the file's
    /// tournament type does not ask for them (never over its XXA/250 lines).
    #[arg(long)]
    pub baku: bool,
    /// A rule model (`models/*.toml`): a base system with readings switched,
    /// criteria dropped or moved, parameters; instead of --system.
    #[arg(long, value_name = "FILE", conflicts_with = "system")]
    pub model: Option<PathBuf>,
    /// Refuse the conventions of older writers (a blank opponent field, a
    /// blank result after `0000 -`) instead of reading them with a warning.
    #[arg(long)]
    pub strict: bool,
}

#[derive(Debug, Args)]
pub struct PairArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Input tournament (TRF; `-` for standard input).
    pub input: PathBuf,
    /// Write the pairing to this file (written to a temporary file, then renamed).
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::List)]
    pub format: Format,
    #[command(flatten)]
    pub solving: SolverArgs,
    /// Also write the check-list of the round: per player score, colours, colour
    /// difference and preference, floats, bye eligibility, opponents.
    #[arg(long, value_name = "FILE")]
    pub checklist: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Tournament files and directories (TRF, searched as `audit` searches
    /// them; `-` for standard input).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Write the check-list of every round re-paired, file by file, each under
    /// a `== file round N` heading.
    #[arg(long, value_name = "FILE")]
    pub checklist: Option<PathBuf>,
    /// Write a machine-readable report.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Print only the summary.
    #[arg(long, short = 'q')]
    pub quiet: bool,
    /// Check only this round (1-based).
    #[arg(long, value_name = "N")]
    pub round: Option<usize>,
    /// Follow every differing round with the verifier's verdicts on the file's
    /// pairing and on pairproof's.
    #[arg(long)]
    pub explain: bool,
    /// Write the certificate of pairproof's own pairing of every round into
    /// DIR (created), one JSON file a round (the verifier proves it optimal),
    /// for `pairproof certificate check DIR`.
    #[arg(long, value_name = "DIR")]
    pub certificates: Option<PathBuf>,
    #[command(flatten)]
    pub solving: SolverArgs,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    #[command(flatten)]
    pub rules: NamedRules,
    /// Pair with C.04.7 (Baku acceleration) virtual points; the file written
    /// records them (XXA lines, or 250 records with --trf 2026).
    #[arg(long)]
    pub baku: bool,
    /// Configuration (RTG keys: PlayersNumber, RoundsNumber, DrawPercentage, ...;
    /// TeamsNumber, BoardsNumber, TeamType for team systems).
    #[arg(long)]
    pub config: Option<PathBuf>,
    #[arg(long, short = 's', default_value_t = 1)]
    pub seed: u64,
    /// Output tournament (TRF).
    #[arg(short = 'o', long)]
    pub output: PathBuf,
    /// Write the check-list of each round as it was paired, under `== round N` headings.
    #[arg(long, value_name = "FILE")]
    pub checklist: Option<PathBuf>,
    /// The TRF dialect of the output: `x` (TRF(x) extension lines, what engines of
    /// the 2017 generation read) or `2026` (TRF-2026 records).
    #[arg(long = "trf", value_enum, default_value = "x")]
    pub trf: crate::trf::Dialect,
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The tournament (TRF; `-` for standard input).
    pub input: PathBuf,
    /// The pairing under test for the next round (JaVaFo-style list; `-` for standard input).
    #[arg(long, value_name = "FILE", conflicts_with = "round")]
    pub pairing: Option<PathBuf>,
    /// Verify this recorded round of the file instead (1-based).
    #[arg(long, value_name = "N")]
    pub round: Option<usize>,
    /// Write the whole report as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write the round's certificate (docs/certificates.md), for
    /// `pairproof certificate check`.
    #[arg(long, value_name = "FILE")]
    pub certificate: Option<PathBuf>,
    #[command(flatten)]
    pub deny: DenyArgs,
}

#[derive(Debug, Args)]
pub struct CertificateArgs {
    #[command(subcommand)]
    pub action: CertificateAction,
}

#[derive(Debug, Subcommand)]
pub enum CertificateAction {
    /// Check certificates with the independent checker (std and serde only):
    /// every value it can recompute, every candidate, barrier and dual;
    /// prints what it proved and what it trusted. Every file is checked;
    /// each rejection names the check that failed (stderr), and the exit
    /// code is 3 when any certificate is rejected.
    Check {
        /// Certificate files, or folders of them (every *.json inside).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Only the rejections and the summary (counts of facts proved and trusted).
        #[arg(short, long)]
        quiet: bool,
        /// The tournament file the certificates judged (else the file each
        /// certificate names, as written or beside it); the checker derives
        /// the model from it and rejects a certificate whose model differs.
        #[arg(long, value_name = "FILE")]
        trf: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Tournament files and directories (searched recursively for *.trf,
    /// Swiss Perfect's *.tab and TRF text in *.txt).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// One row per round: file, round, players, brackets, verdict, criterion, bracket score, details.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// The whole report as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    #[command(flatten)]
    pub workers: Workers,
    #[command(flatten)]
    pub solving: SolverArgs,
    #[command(flatten)]
    pub deny: DenyArgs,
    /// Write every round's certificate into DIR (created), one JSON file a
    /// round, for `pairproof certificate check DIR/*.json`.
    #[arg(long, value_name = "DIR")]
    pub certificates: Option<PathBuf>,
    /// Audit only the K-th of N slices of the sorted file list: the files at
    /// positions i (0-based) with i % N == K-1. Merge the shards' reports with
    /// merge-reports.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The shards' reports (CSV, or JSON with --json), in any order.
    #[arg(required = true)]
    pub reports: Vec<PathBuf>,
    /// The merged report.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: PathBuf,
    /// The reports are JSON (audit --json), not CSV.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub deny: DenyArgs,
}

/// The rules a new tournament is paired under (generate, endorse): a system
/// or a model, one of them required.
#[derive(Debug, Args)]
pub struct NamedRules {
    #[arg(long, required_unless_present = "model", help = format!("Pairing system: {}", SystemId::names()))]
    pub system: Option<SystemId>,
    /// A rule model (`models/*.toml`): a base system with readings switched,
    /// criteria dropped or moved, parameters; instead of --system.
    #[arg(long, value_name = "FILE", conflicts_with = "system")]
    pub model: Option<PathBuf>,
}

/// The files a study's report is written to (compare, endorse).
#[derive(Debug, Args)]
pub struct ReportFiles {
    /// The table as CSV: compare's figures (measure, then one column per
    /// model), endorse's differences (one row each).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// The whole report as JSON (endorse: every difference with the
    /// verifier's findings).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// A self-contained HTML page (compare: the figures and charts).
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
}

/// The solver of the brackets (pair, check, audit).
#[derive(Debug, Args)]
pub struct SolverArgs {
    /// How brackets are solved: `exact` (combinatorial methods first, HiGHS
    /// where they cannot prove a level) or `highs` (HiGHS for every level, a
    /// second opinion from an independent solver).
    #[arg(long, value_enum, default_value_t = Solver::Exact)]
    pub solver: Solver,
}

/// The worker threads of a batch (audit, compare, endorse).
#[derive(Debug, Args)]
pub struct Workers {
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
}

impl Workers {
    /// A thread pool of `--jobs` threads (all cores without it).
    pub fn pool(&self) -> crate::error::Result<rayon::ThreadPool> {
        rayon::ThreadPoolBuilder::new()
            .num_threads(self.jobs.unwrap_or(0))
            .build()
            .map_err(|e| crate::error::Error::Unexpected(e.to_string()))
    }
}

/// The verdicts that make a run exit with code 6 (verify, audit, merge-reports).
#[derive(Debug, Args)]
pub struct DenyArgs {
    #[arg(long = "deny", value_enum, value_delimiter = ',', value_name = "VERDICTS", help = DENY_HELP)]
    pub verdicts: Vec<Denied>,
}

const DENY_HELP: &str = "Exit with code 6 when some round got one of these verdicts \
(comma list of suboptimal, illegal, colours, undecided, error), once the run is complete \
and its reports written";

#[derive(Debug, Args)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The tournament (TRF; `-` for standard input).
    pub input: PathBuf,
    /// The round to explain (1-based): a recorded round, paired again from the
    /// rounds before it, or the next round (the default).
    #[arg(long, value_name = "N")]
    pub round: Option<usize>,
    /// Another pairing of that round (JaVaFo-style list) to set beside the rules'.
    #[arg(long, value_name = "FILE")]
    pub pairing: Option<PathBuf>,
    /// Why not this pair (pairing numbers, `3-9`)? The best pairing that holds
    /// it and the first criterion on which it loses. Repeat (or separate by
    /// commas) to ask about several pairs held together.
    #[arg(long = "why-not", value_name = "A-B")]
    pub why_not: Vec<String>,
    /// Also write the explanation as one self-contained HTML page.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Also write the explanation as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct RoundtripArgs {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// A rule model (models/*.toml); give two or more.
    #[arg(long = "model", value_name = "FILE", required = true)]
    pub models: Vec<PathBuf>,
    /// Tournament files and directories (searched recursively for *.trf).
    #[arg(required_unless_present = "simulate", conflicts_with = "simulate")]
    pub paths: Vec<PathBuf>,
    /// Play N random tournaments under each model instead.
    #[arg(long, value_name = "N")]
    pub simulate: Option<usize>,
    /// Seed of the simulation.
    #[arg(long, default_value_t = 1, requires = "simulate")]
    pub seed: u64,
    /// Generator configuration of the simulated tournaments (RTG keys).
    #[arg(long, value_name = "FILE", requires = "simulate")]
    pub config: Option<PathBuf>,
    /// Draw the players' Elo strengths from a normal law of this standard
    /// deviation (and `--strength-mean`), given as their ratings; default: the
    /// configuration's uniform ratings.
    #[arg(long, value_name = "ELO", requires = "simulate")]
    pub strength_spread: Option<f64>,
    /// Mean of the normal Elo strengths of `--strength-spread`.
    #[arg(
        long,
        value_name = "ELO",
        default_value_t = 1800.0,
        requires = "strength_spread"
    )]
    pub strength_mean: f64,
    /// Standard deviation of the gap between a player's latent strength and
    /// his rating (0: the rating is the strength).
    #[arg(long, value_name = "ELO", default_value_t = 0.0, requires = "simulate")]
    pub rating_noise: f64,
    /// Elo points White's strength gains in every game (0: no advantage).
    #[arg(long, value_name = "ELO", default_value_t = 0.0, requires = "simulate")]
    pub white_elo: f64,
    #[command(flatten)]
    pub reports: ReportFiles,
    #[command(flatten)]
    pub workers: Workers,
}

#[derive(Debug, Args)]
pub struct EndorseArgs {
    #[command(flatten)]
    pub rules: NamedRules,
    /// The engine's command line, run by /bin/sh: `{in}` is replaced by the
    /// tournament so far (TRF), `{out}` by the file it writes the pairing list
    /// to. Exit 1 means no pairing exists; its environment has
    /// PAIRPROOF_TOURNAMENT and PAIRPROOF_ROUND.
    #[arg(long, value_name = "CMD")]
    pub engine: String,
    /// Number of tournaments.
    #[arg(long, value_name = "N")]
    pub tournaments: usize,
    /// Seed of the run (tournament i has a seed drawn from it, in the report).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Generator configuration (RTG keys) under every kind.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Kinds of tournament, taken in turn: default, small, absent, points, accelerated.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "default")]
    pub kinds: Vec<crate::endorse::kinds::Kind>,
    /// Seconds the engine may take for one round before it is killed.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    pub timeout: f64,
    /// The TRF dialect the engine reads: `x` (TRF(x)) or `2026`.
    #[arg(long = "trf", value_enum, default_value = "x")]
    pub trf: crate::trf::Dialect,
    #[command(flatten)]
    pub reports: ReportFiles,
    /// Keep each differing round's TRF, the engine's output and its stderr
    /// under DIR/tNNNNN/ (default: a temporary folder, removed).
    #[arg(long, value_name = "DIR")]
    pub keep: Option<PathBuf>,
    #[command(flatten)]
    pub workers: Workers,
}
