#!/usr/bin/env python3
"""Cut a TRF file to its first N rounds, recomputing points and rank.

Usage: truncate_trf.py INPUT N [--xxr TOTAL] > OUTPUT

Every `001` line keeps columns 1-91 and its first N round fields (10 columns
each, from column 92; the last kept field ends at column 91 + 10*N - 2).
Points (columns 81-84) are recomputed from the kept results with 1 / 0.5 / 0
scoring: `1` `+` `F` `U` `W` = 1, `=` `H` `D` = 0.5, `0` `-` `Z` `L` = 0.
(Files with BBW/BBD/BBU/XXS point systems are refused.)  Rank (columns 86-89)
is recomputed the way the reference generator writes it: points descending,
then pairing id.  Other lines are copied unchanged, except that `--xxr TOTAL`
writes `XXR TOTAL` (in place of any XXR line, else before the first
`001` line) so that the round after the cut is
not mistaken for the last one.  Output has LF line endings.
"""
import re
import sys

SCORE = {"1": 1.0, "+": 1.0, "F": 1.0, "U": 1.0, "W": 1.0,
         "=": 0.5, "H": 0.5, "D": 0.5,
         "0": 0.0, "-": 0.0, "Z": 0.0, "L": 0.0}


def main(argv):
    if len(argv) not in (3, 5) or (len(argv) == 5 and argv[3] != "--xxr"):
        sys.exit(__doc__)
    path, n = argv[1], int(argv[2])
    xxr = int(argv[4]) if len(argv) == 5 else None
    text = open(path, "rb").read().decode("latin-1")
    lines = re.split(r"\r\n|\r|\n", text)
    if lines and lines[-1] == "":
        lines.pop()
    if any(l[:3] in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU", "XXS") for l in lines):
        sys.exit(f"{path}: non-standard point system, not supported")
    keep = 91 + 10 * n - 2
    players = {}  # line index -> (id, points)
    for i, l in enumerate(lines):
        if not l.startswith("001"):
            continue
        pid = int(l[4:8])
        pts = 0.0
        for r in range(n):
            field = l[91 + 10 * r: 99 + 10 * r]
            if not field.strip():
                continue  # absent / withdrawn: no points
            res = field[7]
            if res not in SCORE:
                sys.exit(f"{path}: player {pid} round {r + 1}: unknown result {res!r}")
            pts += SCORE[res]
        players[i] = (pid, pts)
    order = sorted(players.values(), key=lambda p: (-p[1], p[0]))
    rank = {pid: k + 1 for k, (pid, _) in enumerate(order)}
    out = []
    for i, l in enumerate(lines):
        if i in players:
            pid, pts = players[i]
            l = l.ljust(91)
            l = l[:80] + f"{pts:4.1f}" + " " + f"{rank[pid]:4d}" + l[89:keep]
            out.append(l.rstrip())
        elif l.startswith("XXR") and xxr is not None:
            out.append(f"XXR {xxr}")
        else:
            out.append(l)
    if xxr is not None and not any(l.startswith("XXR") for l in lines):
        # where the reference generator writes it: after the header lines
        first = next((k for k, l in enumerate(out) if l.startswith("001")), len(out))
        out.insert(first, f"XXR {xxr}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv)
