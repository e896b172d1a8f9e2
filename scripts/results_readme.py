#!/usr/bin/env python3
"""Writes results/README.md, the front page of the study, from the outputs
that scripts/make_results.sh keeps (printed on stdout).

    python3 scripts/results_readme.py RESULTS_DIR > RESULTS_DIR/README.md
    python3 scripts/results_readme.py --derived FILE.json|-

Every number of the README is copied from the stdout of the command that
printed it (RESULTS_DIR/data/NAME.txt, RESULTS_DIR/audit/NAME.txt; the
command itself is in RESULTS_DIR/data/commands.tsv), never recomputed, and
the README shows that command next to the numbers, with the lines of its
output they come from. The few numbers sow does not print come from a
results file through --derived, which prints them as lines of their own
(`swept`, `decided`), and the README's command for them ends with that step.

Python 3 standard library only.
"""
import json
import math
import os
import re
import sys

Z95 = 1.959964  # SOW_Z95, as the engine
OUT = "results"


# ---------------------------------------------------------------- --derived

def wilson(k, n):
    if n == 0:
        return 0.0, 0.0, 1.0
    p = k / n
    den = 1 + Z95 * Z95 / n
    mid = (p + Z95 * Z95 / (2 * n)) / den
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / den
    return p, max(0.0, mid - half), min(1.0, mid + half)


def fmt_rate(k, n, digits):
    p, lo, hi = wilson(k, n)
    return f"{100 * p:.{digits}f}% [{100 * lo:.{digits}f},{100 * hi:.{digits}f}]"


def derived(path):
    """Numbers a results file holds but sow does not print, one line each."""
    with (sys.stdin if path == "-" else open(path)) as f:
        doc = json.load(f)
    lines = []
    for s in doc["sets"]:
        c = s["counts"]
        head = f"{s['name']} [{s['changed'] or 'default readings'}]"
        games = c["games"]
        sw = c["swept"]
        lines.append(f"swept     {head}: a best turn of half the seeds or more in "
                     f"{fmt_rate(sum(sw[50:]), games, 2)} of {games} games")
        a, b = s["agents"]
        if a != b:
            wa, wb = c["agent_result"][0][0], c["agent_result"][1][0]
            lines.append(f"decided   {head}: agent A {a} won {fmt_rate(wa, wa + wb, 1)} of the "
                         f"{wa + wb} games the agents decided (A {wa}, B {wb})")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- parsers

CELL = re.compile(r"(-?\d+\.\d+)\s*\[\s*(-?\d+\.\d+),\s*(-?\d+\.\d+)\]")


def cell(m):
    return f"{m.group(1)} [{m.group(2)}, {m.group(3)}]"


class Sim:
    """The stdout of `sow simulate`: the table and a block per set."""

    def __init__(self, name, text):
        self.name = name
        lines = text.split("\n")
        hdr = next(i for i, l in enumerate(lines) if l.startswith("set "))
        self.has_limit = "limit %" in lines[hdr]
        cols = ["win", "draw", "loss", "unresolved"] + (["limit"] if self.has_limit else [])
        self.rows = []
        i = hdr + 1
        while lines[i] and not lines[i].startswith("1st:"):
            row = lines[i]
            cells = list(CELL.finditer(row))
            games = re.search(r"\s(\d+)\*?\s", row[: cells[0].start()]).group(1)
            r = {"games": games, "line": row}
            for k, col in enumerate(cols):
                r[col] = cell(cells[k])
            rest = row[cells[len(cols) - 1].end():].split()
            if len(cells) > len(cols):
                r["share"] = cell(cells[len(cols)])
                r["verdict"] = row[cells[len(cols)].end():].split()[0]
                r["share_lo"] = float(cells[len(cols)].group(2))
                r["share_hi"] = float(cells[len(cols)].group(3))
            else:
                r["share"], r["verdict"] = "none decided", rest[-1]
                r["share_lo"] = r["share_hi"] = None
            self.rows.append(r)
            i += 1
        self.blocks = []
        for l in lines[i:]:
            m = re.match(r"^(\S.*) \[(.*)\]: (\d+) games", l)
            if m:
                self.blocks.append({"_name": m.group(1), "_readings": m.group(2), "_games": m.group(3)})
                key = None
            elif self.blocks and l.startswith("  ") and l[2] != " ":
                key, val = l.strip().split(None, 1)
                self.blocks[-1].setdefault(key, val)
        assert len(self.blocks) == len(self.rows), name
        for r, b in zip(self.rows, self.blocks):
            r["block"] = b
            r["label"] = b["_name"] + ("" if b["_readings"] == "default readings" else f" @{b['_readings']}")

    def find(self, name, readings="default readings"):
        for r in self.rows:
            if r["block"]["_name"] == name and r["block"]["_readings"] == readings:
                return r
        raise KeyError(f"{self.name}: {name} [{readings}]")


def sub(pattern, text, group=1):
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"{pattern!r} not in {text!r}")
    return m.group(group)


def plies_mean(r):
    return sub(r"mean ([\d.]+)", r["block"]["plies"])


def best_turn(r):
    """(max, mean, share of seeds) of the captures line's best turn."""
    m = re.search(r"best turn: max (\d+), mean ([\d.]+) \(([\d.]+)% of the seeds\)", r["block"]["captures"])
    return m.group(1), m.group(2), m.group(3)


def ends_of(r, reason):
    m = re.search(rf"\b{reason} ([\d.]+)%", r["block"]["ends"])
    return m.group(1) if m else "0.0"


def pct_cell(text, after):
    """'X% [lo,hi]' following the words `after` in a line, as 'X [lo, hi]'."""
    m = re.search(re.escape(after) + r"\s*(-?[\d.]+)% \[\s*([\d.]+),\s*([\d.]+)\]", text)
    if not m:
        raise ValueError(f"{after!r} not in {text!r}")
    return f"{m.group(1)} [{m.group(2)}, {m.group(3)}]"


def lohi(c):
    m = re.match(r"(-?[\d.]+) \[(-?[\d.]+), (-?[\d.]+)\]", c)
    return float(m.group(1)), float(m.group(2)), float(m.group(3))


class Audit:
    ROW = re.compile(r"^(\d+)\s+(\S+)\s+(\S+)\s+([\d.]+)%\s+([\d.]+)%\s+([\d.]+)%\s+([\d.]+)% \[\s*([\d.]+),\s*([\d.]+)\]"
                     r"\s+([+-][\d.]+) \[\s*([+-][\d.]+),\s*([+-][\d.]+)\]\s*(\*?)"
                     r"\s+([+-][\d.]+)\s*(\*?)\s+([+-][\d.]+)\s*(\*?)\s+([+-][\d.]+)\s*(\*?)\s*$")

    def __init__(self, name, text):
        self.name = name
        lines = text.split("\n")
        self.head = lines[0]
        self.games = sub(r": (\d+) paired games", lines[0])
        self.rows, self.not_playable = [], []
        np_ = False
        for l in lines:
            m = self.ROW.match(l)
            if m:
                g = m.groups()
                self.rows.append({"rank": int(g[0]), "q": g[1], "reading": g[2], "ex": g[3], "diverge": g[5],
                                  "changed": f"{g[6]} [{g[7]}, {g[8]}]", "win": float(g[9]),
                                  "win_cell": f"{g[9]} [{g[10]}, {g[11]}]", "win_sig": g[12] == "*",
                                  "unres": g[13] + (" *" if g[14] else ""), "limit": g[15] + (" *" if g[16] else ""),
                                  "plies": g[17] + (" *" if g[18] else "")})
            if l.startswith("*: significant"):
                self.tests = sub(r"over (\d+) tests", l)
            if l.startswith("not playable"):
                np_ = True
                continue
            if np_:
                if not l.startswith("  "):
                    np_ = False
                else:
                    self.not_playable.append(l.split()[0])


class Diff:
    def __init__(self, name, text):
        self.name = name
        self.lines = [l.strip() for l in text.split("\n")]

    def line(self, start):
        return next(l for l in self.lines if l.startswith(start))

    def change(self, what):
        """'+1.20 [-2.03, +4.43]' and 'significant'/'not significant' of a changes line."""
        l = self.line(what)
        m = re.search(r"([+-][\d.]+) \[\s*([+-][\d.]+),\s*([+-][\d.]+)\]", l)
        return f"{m.group(1)} [{m.group(2)}, {m.group(3)}]", l.rsplit("  ", 1)[1].strip()


class Play:
    def __init__(self, name, text):
        self.name = name
        self.start = next(l for l in text.split("\n") if l.startswith("Start:"))
        self.end = next(l for l in text.split("\n") if l.startswith("Game over"))
        self.first = sub(r"Start: (South|North) to move", self.start)
        m = re.search(r"Game over \((\w+)\): ([^,]+), South (\d+), North (\d+), (\d+) seeds? left on the board "
                      r"after (\d+) plies", self.end)
        self.reason, self.result = m.group(1), m.group(2)
        self.score = {"South": int(m.group(3)), "North": int(m.group(4))}
        self.left, self.plies = int(m.group(5)), int(m.group(6))
        second = "North" if self.first == "South" else "South"
        self.first_score, self.second_score = self.score[self.first], self.score[second]


# ---------------------------------------------------------------- the page

class Study:
    def __init__(self, out):
        self.out = out
        self.cmds = {}
        with open(os.path.join(out, "data", "commands.tsv")) as f:
            for l in f:
                name, cmd = l.rstrip("\n").split("\t")
                self.cmds[name] = cmd

    def text(self, name):
        base = name[len("audit_"):] if name.startswith("audit_") else name
        d = "audit" if name.startswith("audit_") else "data"
        with open(os.path.join(self.out, d, base + ".txt")) as f:
            return f.read()

    def sim(self, name):
        return Sim(name, self.text(name))

    def derived(self, name):
        """{(kind, set head): line} of data/NAME.derived.txt."""
        res = {}
        with open(os.path.join(self.out, "data", name + ".derived.txt")) as f:
            for l in f:
                kind, rest = l.rstrip("\n").split(None, 1)
                head, val = rest.split("]: ", 1)
                res[(kind, head + "]")] = val
        return res

    def cmd(self, name):
        return self.cmds[name]

    def file(self, name):
        if name.startswith("audit_"):
            return f"audit/{name[len('audit_'):]}.txt"
        return f"data/{name}.txt"


def command_block(st, name, cited, derived=False):
    """The command of data file NAME, as a block, and the lines of its output the numbers come from."""
    c = st.cmd(name)
    if derived:
        c += " --json - 2>/dev/null | python3 scripts/results_readme.py --derived -"
        src = f"[data/{name}.derived.txt](data/{name}.derived.txt)"
    else:
        src = f"[{st.file(name)}]({st.file(name)})"
    return ["", f"Command **{name}{' (derived)' if derived else ''}** (its output: {src}):", "", "    " + c, "",
            f"Cited from its output: {cited}.", ""]


def head_of(r):
    return f"{r['block']['_name']} [{r['block']['_readings']}]"


def share_words(r):
    if r["share_lo"] is None:
        return "none: no game is decided"
    return f"{r['share']}% ({r['verdict']})"


def table(st, name, title, note):
    sim = st.sim(name)
    L = [f"### {title}", ""] + ([note, ""] if note else [])
    L += command_block(st, name, "the table (header `set`: every spec's row), and in each spec's block the `plies` "
                       "line (mean plies), the `ends` line (how games end) and the `captures` line (best turn: "
                       "max / mean)")
    lim = " limit % |" if sim.has_limit else ""
    L += ["| spec | games | 1st win % | draw % | 1st loss % | unresolved % |" + lim + " 1st of decisive % | verdict "
          "| mean plies | how games end | largest turn (max / mean) |",
          "|---|---:|---:|---:|---:|---:|" + ("---:|" if sim.has_limit else "") + "---:|---|---:|---|---:|"]
    for r in sim.rows:
        top, mean, _ = best_turn(r)
        limc = f" {r['limit']} |" if sim.has_limit else ""
        L.append(f"| {r['label']} | {r['games']} | {r['win']} | {r['draw']} | {r['loss']} | {r['unresolved']} |{limc} "
                 f"{r['share']} | {r['verdict']} | {plies_mean(r)} | {r['block']['ends']} | {top} / {mean} |")
    if not sim.has_limit:
        L += ["", "No game of this table was stopped by a simulation limit (the table prints no `limit %` column)."]
    return L, sim


def audit_section(st, game):
    a = Audit(game, st.text("audit_" + game))
    name = a.head.split(" (")[0].replace("Audit of ", "")
    L = [f"**{name}** ({a.games} paired games per reading, random play; full report "
         f"[audit/{game}.md](audit/{game}.md)):", ""]
    L += command_block(st, "audit_" + game, "the ranked table (header `rank`, one row per reading; `*` after a "
                       f"change: significant after Holm's adjustment over the audit's {a.tests} tests, the `*:` "
                       "line) and the `not playable` list")
    L += ["| question | reading | 1st win change, points [95%] | unresolved change | limit change "
          "| plies change | exercised (plies) | results changed [95%] | audit rank |",
          "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    rows = sorted(a.rows, key=lambda r: (-(abs(r["win"]) if r["win_sig"] else 0), r["rank"]))
    for r in rows:
        L.append(f"| {r['q']} | `{r['reading']}` | {r['win_cell']}{' *' if r['win_sig'] else ''} | {r['unres']} "
                 f"| {r['limit']} | {r['plies']} | {r['ex']}% | {r['changed']}% | {r['rank']} |")
    if a.not_playable:
        L += ["", "Not playable (a single reading: a rule gap the engine detects, or a note): "
              + ", ".join(a.not_playable) + "."]
    return L, a


def main(out):
    st = Study(out)
    rnd_cmd = st.cmd("table_random")
    version = sub(r"sow_version\": *\"([^\"]+)", open(os.path.join(out, "data", "table_random.json")).read())
    L = []
    w = L.append
    w("# The study: three games, their rival interpretations, and the claims made about them")
    w("")
    w(f"Everything on this page is measured by sow {version} and regenerated from scratch by")
    w("`scripts/make_results.sh` (about 5 minutes on 2 cores; two runs give byte-identical files).")
    w("")
    w("**Reproducing a number.** Every table and finding names the command whose output holds its numbers")
    w("and the lines of that output they come from. Run it from the repository root, `sow` being")
    w("`build/sow`: it prints exactly the numbers shown (copied from its output, not recomputed).")
    w("`scripts/make_results.sh` runs exactly these commands, adding only `--quiet` and `--json`/`--md`")
    w("(the results files, which change nothing printed), keeps each one's output in `data/NAME.txt`")
    w("(`audit/NAME.txt` for the audits, less the line of timings) and lists them in")
    w("[data/commands.tsv](data/commands.tsv). The few numbers sow does not print itself are marked")
    w("*derived*: they come from its results file through `python3 scripts/results_readme.py --derived`,")
    w("and their command ends with that step. `tests/cli_study_commands.sh` runs every command below at a")
    w("reduced size, and two of them at full size against the numbers printed here.")
    w("")
    w("Intervals are 95% Wilson intervals; *1st* is the player who made the first ply; *decisive* games are")
    w("those somebody won; the verdict is Wald's SPRT on the first player's share of decisive games (`fair`:")
    w("within 50 ± 1 points; `1st+` / `2nd+`: an advantage of a point or more; `?`: undecided).")
    w("*Unresolved* games were stopped by a rule gap: a situation the rules do not cover, proven by the")
    w("engine (a lone seed, a relay cycle, endless play proven on the ply it begins). A game that reached")
    w("a simulation limit (100,000 plies) would be counted apart, in a `limit` column, never as a gap.")
    w("CI re-runs a reduced version of the study and compares its digests with `quick-digests.txt`, so a")
    w("rule change that moves these numbers cannot land unnoticed. What changed since the previous")
    w("edition of this page, number by number and why: [CHANGES.md](CHANGES.md).")
    w("")
    w("## All specs compared")
    w("")
    w("Seed games: `specs/mangala_ii.lua`, `specs/mangala_iv.lua`, `specs/al_manqala.lua` (default")
    w("readings: the most literal). Rivals (`docs/rivals.md`): Culin's La'b Madjnuni, MancalaGames'")
    w("encodings, Valdez's Mangala II, Bohnenspiel, Hyde's Halusa. Both seats play the same agent.")
    w("")
    T, rnd = table(st, "table_random", "Uniformly random play", "")
    L += T
    w("")
    T, grd = table(st, "table_greedy", "Greedy play (most seeds this turn)", "")
    L += T
    w("")
    T, ab = table(st, "table_alphabeta", "Alpha-beta play, depth 3",
                  "Alpha-beta searches with the rules but without the endless proof (a line that would be proven "
                  "endless is searched like any other).")
    L += T
    w("")
    w("![First-player advantage](plots/first_player_advantage.png)")
    w("")
    w("![Game length](plots/game_length.png)")
    w("")
    w("![Largest capture](plots/largest_capture.png)")
    w("")

    # ---- audits
    w("## Which open questions matter")
    w("")
    w("`sow audit` plays every reading of every open question against the defaults on paired games")
    w("(same dice, same players). The change of the first player's win rate says whether a reading")
    w("favours someone; `*` marks a change significant at family-wise 5% after Holm's adjustment over")
    w("all the tests of that audit (the intervals are unadjusted, so an interval may exclude zero without")
    w("a star); *exercised* is how often a referee would have to decide the question; *results changed*")
    w("counts games whose first mover's result differs (under random play any early divergence changes")
    w("about half of them). Ranked by the size of a significant change of the win rate, then by the")
    w("audit's own rank (results changed). More: [audit/README.md](audit/README.md).")
    w("")
    audits = {}
    for g in ("mangala_ii", "mangala_iv", "al_manqala"):
        T, audits[g] = audit_section(st, g)
        L += T
        w("")

    # ---- claims
    w("## The historical claims, tested")
    w("")
    lay = st.sim("iv_layouts")
    iv_def, iv_seven = lay.find("Mangala IV"), lay.find("Mangala IV", "IV.Q7=seven")
    iv_free, iv_free7 = lay.find("Mangala IV", "IV.Q1=free"), lay.find("Mangala IV", "IV.Q1=free,IV.Q7=seven")
    lay_g = st.sim("iv_layouts_greedy")
    g_free, g_free7 = lay_g.find("Mangala IV", "IV.Q1=free"), lay_g.find("Mangala IV", "IV.Q1=free,IV.Q7=seven")
    line7 = Play("iv_seven_line", st.text("iv_seven_line"))
    w("### Mangala IV: \"7 seeds in every pit gives a fair, balanced baseline\"")
    w("")
    L += command_block(st, "iv_layouts", "the table's rows (header `set`) and each set's `plies` and `ends` lines")
    L += command_block(st, "iv_layouts_greedy", "the table's rows (header `set`)")
    L += command_block(st, "iv_seven_line", "the `Start:` line (who moves first) and the `Game over` line")
    seven_one_line = re.search(r"mean ([\d.]+), median (\d+), p95 (\d+), max (\d+)", iv_seven["block"]["plies"])
    same_len = len(set(seven_one_line.groups()[1:])) == 1
    w(f"- With the literal rules (forced leftmost start, IV.Q1) and 7 in every pit there is no choice at all:")
    w(f"  {iv_seven['unresolved']}% of games are unresolved (`ends` {iv_seven['block']['ends']}), so the first"
      f" player's share of decisive games is {share_words(iv_seven)}."
      + (f" Every game is the same line of play (`plies` {iv_seven['block']['plies'].split(';')[0]}):"
         if same_len else ""))
    w(f"  {line7.first} moves first and after {line7.plies} plies the game stops on a rule gap ({line7.reason},"
      f" {line7.left} seed{'s' if line7.left != 1 else ''} left) with the first mover "
      f"{'ahead' if line7.first_score > line7.second_score else 'behind' if line7.first_score < line7.second_score else 'level'}"
      f" {line7.first_score} to {line7.second_score}. Not a baseline for competitive play: no game finishes.")
    w(f"- With free choice of pit (IV.Q1=free) and 7 per pit: the first player's share of decisive games is")
    w(f"  {share_words(iv_free7)} under random play and {share_words(g_free7)} under greedy play;"
      f" unresolved {iv_free7['unresolved']}% (random; `ends` {iv_free7['block']['ends']}).")
    w(f"- For comparison, the random deal (IV.Q7 `uniform`): {share_words(iv_def)} with forced play;"
      f" with free choice {share_words(iv_free)} (random), {share_words(g_free)} (greedy).")

    def edge(r):  # the first player's edge, in points, with its interval's near end
        return abs(float(r["share"].split()[0]) - 50)
    fair7 = iv_free7["verdict"] == "fair" and g_free7["verdict"] == "fair"
    larger = (iv_free7["share_lo"] is not None and iv_free["share_hi"] is not None
              and iv_free7["share_lo"] > iv_free["share_hi"])
    if fair7:
        w("- Verdict: with free choice 7 per pit is fair by the SPRT under both random and greedy play; with")
        w("  the literal forced rules it gives no finished game at all.")
    else:
        w(f"- Verdict: the claim does not hold. With free choice, 7 per pit favours the "
          f"{'first' if float(iv_free7['share'].split()[0]) > 50 else 'second'} player (SPRT"
          f" `{iv_free7['verdict']}` random, `{g_free7['verdict']}` greedy)"
          + (", by more than a random deal does (the intervals do not overlap)" if larger else "")
          + "; with the literal forced rules no game finishes at all.")
    w("")
    w("![Mangala IV layouts](plots/iv_layouts.png)")
    w("")
    cho = st.sim("iv_chooser")
    w("**The opening ritual (IV.O1) and how the side-chooser values a side (IV.Q12).** The player who wins the")
    w("odd-or-even guess chooses the side; with forced moves the whole game follows from the deal, so the")
    w("chooser can foresee it. How they weigh the two sides is open (IV.Q12): `captures` (the default: the side")
    w("on which they capture more), `result` (the better result: win, then draw, then unresolved or loss) or")
    w("`blind` (a side at random).")
    w("")
    L += command_block(st, "iv_chooser", "the table's rows (header `set`) and each set's `ritual` line")
    w("| IV.Q12 | chooser wins % [95%] | its choice changed the result, % [95%] | unresolved % | 1st of decisive % |")
    w("|---|---:|---:|---:|---:|")
    for r in cho.rows:
        rd = r["block"]["_readings"]
        key = "captures (default)" if rd == "default readings" else rd.split("=")[1]
        rit = r["block"]["ritual"]
        mattered = pct_cell(rit, "changed the result in") if "changed the result in" in rit else "not known (no foresight)"
        w(f"| `{key}` | {pct_cell(rit, 'chooser wins')} | {mattered} "
          f"| {r['unresolved']} | {r['share']} ({r['verdict']}) |")
    w("")
    w("Valuing a side by its captures ignores the lone seed that makes a game unresolved, so more games end")
    w("on that rule gap than when the chooser looks at the result; the previous edition of this page used the")
    w("`result` valuation without saying so.")
    w("")
    w("![Side choice](plots/iv_side_choice.png)")
    w("")

    w("### Mangala IV: \"a single well-aimed turn can sweep half the board\"")
    w("")
    L += command_block(st, "iv_layouts", "in each set's block the `captures` line (best turn: max, mean, share of "
                       "the seeds)")
    L += command_block(st, "iv_layouts", "the `swept` lines", derived=True)
    L += command_block(st, "iv_layouts_greedy", "the `swept` lines", derived=True)
    dl, dg = st.derived("iv_layouts"), st.derived("iv_layouts_greedy")
    swept = {}
    for tag, r, d in (("forced moves (the literal rules), random deal, any agent", iv_def, dl),
                      ("free choice, random play", iv_free, dl), ("free choice, greedy play (aims at the "
                                                                   "largest capture)", g_free, dg)):
        top, mean, share = best_turn(r)
        sw = sub(r"in (.*) of \d+ games", d[("swept", head_of(r))])
        swept[tag.split(",")[0] + ("" if "greedy" not in tag else " greedy")] = sw
        w(f"- {tag}: the largest single turn took {top} of the 98 seeds; a game's best turn takes {mean} on average"
          f" ({share}% of the seeds); a turn took half the seeds or more in {sw} of games (derived).")
    w("- With forced moves every agent plays the same games: the Mangala IV rows of the random, greedy and")
    same_iv = (rnd.find("Mangala IV")["block"]["digest"] == grd.find("Mangala IV")["block"]["digest"])
    w(f"  alpha-beta tables above come from the same deals, and the random and greedy ones have "
      f"{'the same' if same_iv else 'different'} `digest` ({rnd.find('Mangala IV')['block']['digest']}).")
    def sw_num(x):
        m = re.match(r"([\d.]+)% \[([\d.]+),([\d.]+)\]", x)
        return float(m.group(1)), float(m.group(2)), float(m.group(3))
    f0, f0lo, f0hi = sw_num(swept["forced moves (the literal rules)"])
    g0, g0lo, g0hi = sw_num(swept["free choice greedy"])
    cmp_ = (f"more common ({g0:.2f}%)" if g0lo > f0hi else f"less common ({g0:.2f}%)" if g0hi < f0lo
            else f"about as common ({g0:.2f}%; the intervals overlap)")
    if f0 > 0:
        w(f"- Verdict: a turn that takes half the board or more does happen, in {f0:.2f}% of games under the literal")
        w(f"  rules, where it takes no aim (every move is forced); given the choice, greedy play, which aims at the")
        w(f"  largest capture, makes it {cmp_}.")
    else:
        w("- Verdict: in these games no turn took half the board.")
    w("")

    w("### Culin on La'b Madjnuni: \"no skill is necessary\"; \"the first player invariably wins\" with 7 per hole")
    w("")
    w("Culin's rules as encoded (`specs/mangala_iv_culin.lua`, `docs/rivals.md`): no ritual, a random player")
    w("moves first, agent A sits South, the rightmost pit is forced, the chain runs forward, at least two")
    w("seeds a pit.")
    w("")
    cs, cr = st.sim("culin_skill"), st.sim("culin_skill_random")
    L += command_block(st, "culin_skill", "the `agents` and `digest` lines of each set")
    L += command_block(st, "culin_skill_random", "the `seats` and `digest` lines of each set (agent A sits South)")
    cf, cfr = cs.rows[0], cr.rows[0]
    cfree, cfree_r = cs.rows[1], cr.rows[1]
    same = cf["block"]["digest"] == cfr["block"]["digest"]
    a_forced = pct_cell(cf["block"]["agents"], "wins")
    s_forced = pct_cell(cfr["block"]["seats"], "South wins")
    w(f"- With the forced rightmost start every move is forced: alpha-beta 3 against random plays "
      f"{'exactly the same games (the same `digest`, ' + cf['block']['digest'] + ')' if same else 'different games'}"
      f" as random against random; agent A wins {a_forced}% against {s_forced}%."
      + (" Skill cannot matter because there is no choice." if same else ""))
    a_free = pct_cell(cfree["block"]["agents"], "wins")
    s_free = pct_cell(cfree_r["block"]["seats"], "South wins")
    w(f"- Given free choice (IV.Q1=free), alpha-beta 3 wins {a_free}% of games against random"
      f" (random against random: {s_free}%): with a choice, skill decides.")
    c7 = st.sim("culin_seven")
    cl = Play("culin_seven_line", st.text("culin_seven_line"))
    L += command_block(st, "culin_seven", "the table's rows (header `set`) and each set's `plies` and `ends` lines")
    L += command_block(st, "culin_seven_line", "the `Start:` line and the `Game over` line")
    r7 = c7.rows[0]
    w(f"- 7 per hole (IV.Q7=seven): first mover wins {r7['win']}%, loses {r7['loss']}%, unresolved"
      f" {r7['unresolved']}% (`ends` {r7['block']['ends']}; `plies` {r7['block']['plies'].split(';')[0]});"
      f" with South always first (IV.Q8=south_first): `ends` {c7.rows[1]['block']['ends']}. Every game is one line of"
      f" play or its mirror image (game 0: {cl.first} moves first): after {cl.plies} plies play is proven endless"
      f" ({cl.reason}, {cl.left} seeds left that can never be captured) with the first mover"
      f" {'ahead' if cl.first_score > cl.second_score else 'behind' if cl.first_score < cl.second_score else 'level'}"
      f" {cl.first_score} to {cl.second_score}.")
    if cl.first_score < cl.second_score:
        w(f"- Verdict: \"no skill is necessary\" is literally true of Culin's rules as encoded (no move is ever a"
          f" choice), and false once the player may choose. \"The first player invariably wins\" with 7 per hole is"
          f" contradicted: the outcome is indeed invariable, but it is the *second* player who is ahead,"
          f" {cl.second_score} to {cl.first_score}, when the game becomes endless; however the {cl.left} seeds left"
          f" were shared out, the second player would win. The game itself never finishes under his rules.")
    else:
        w(f"- Verdict: \"no skill is necessary\" is literally true of Culin's rules as encoded (no move is ever a"
          f" choice). With 7 per hole the first mover is {'ahead' if cl.first_score > cl.second_score else 'level'}"
          f" when play becomes endless, but the game itself never finishes under his rules.")
    w("")

    w("### Al-manqala: \"giving up a singleton can stop the opponent feeding you and win you all the seeds left\"")
    w("")
    w("The claim (the notes of `../shared/seeds/003`): tactical play features deliberate sacrifices, since")
    w("giving up a singleton can stop the opponent feeding you, and so, under the starvation rule AM.E1")
    w("(the opponent of an empty row who cannot feed it ends the game, and the starved player takes every")
    w("seed left), win you all the seeds on the board.")
    w("")
    am_ab, am_r = ab.find("Al-manqala"), rnd.find("Al-manqala")
    w(f"- How often the starvation rule ends a game (`ends` lines of the Al-manqala rows above, commands"
      f" **table_alphabeta** and **table_random**): cannot_feed {ends_of(am_ab, 'cannot_feed')}% of alpha-beta 3"
      f" games, {ends_of(am_r, 'cannot_feed')}% of random games.")
    d = Diff("am_starve_diff", st.text("am_starve_diff"))
    L += command_block(st, "am_starve_diff", "the `divergence` line, the `results` line (the first mover's result) "
                       "and the `1st win rate` line")
    dv = pct_cell(d.line("divergence"), "diverge:")
    rc = pct_cell(d.line("results"), "games:")
    fw, fws = d.change("1st win rate")
    w(f"- What the rule is worth: giving the rest to the player who could not feed instead (AM.Q9=feeder)"
      f" changes the first mover's result in {rc}% of alpha-beta games (divergence {dv}%); the first player's"
      f" win rate moves by {fw} points ({fws}).")
    sac = st.sim("am_sacrifice")
    L += command_block(st, "am_sacrifice", "each set's `agents` line")
    L += command_block(st, "am_sacrifice", "the `decided` lines", derived=True)
    w("The measurement: `scripts/agents/starve_sacrifice.lua` plays at random except that, when a move leaves")
    w("its own row empty (after its captures) and no move of the opponent can then sow into that row, it")
    w("plays it: the sacrifice, after which AM.E1 gives it the rest. `scripts/agents/starve_control.lua`")
    w("is the same player without the tactic (the same random draws, so the two play alike until the first")
    w("sacrifice). They play each other with the first player alternating (AM.Q8=alternate: each moves first")
    w("in half of the games), under AM.E1 and, as a control, under AM.Q9=feeder (the player who could not")
    w("feed takes the rest: the sacrifice then gives the seeds away).")
    w("")
    dsac = st.derived("am_sacrifice")
    w("| rule for the seeds left | sacrifice agent wins % [95%] | control agent wins % [95%] "
      "| sacrifice agent's share of decided games, % [95%] (derived) |")
    w("|---|---:|---:|---:|")
    verdicts = []
    for r in sac.rows:
        ag = r["block"]["agents"]
        m = re.search(r"A (\S+) wins (\S+)% \[([\d.]+),([\d.]+)\], B (\S+) wins (\S+)% \[([\d.]+),([\d.]+)\]", ag)
        dec = dsac[("decided", head_of(r))]
        sh = re.search(r"won ([\d.]+)% \[([\d.]+),([\d.]+)\] of the (\d+) games", dec)
        rule = "AM.Q9=feeder (control)" if "AM.Q9=feeder" in r["block"]["_readings"] else "AM.E1: the starved player"
        w(f"| {rule} | {m.group(2)} [{m.group(3)}, {m.group(4)}] | {m.group(6)} [{m.group(7)}, {m.group(8)}] "
          f"| {sh.group(1)} [{sh.group(2)}, {sh.group(3)}] of {sh.group(4)} |")
        verdicts.append((rule, float(sh.group(1)), float(sh.group(2)), float(sh.group(3))))
    w("")
    (r1, p1, lo1, hi1), (r2, p2, lo2, hi2) = verdicts
    if lo1 > 50:
        v = (f"- Verdict: the tactic works as the claim says, and it is worth little. Under AM.E1 the sacrifice"
             f" wins {p1:.1f}% [{lo1:.1f}, {hi1:.1f}] of the games decided between the two players, where an even"
             f" share is 50%")
        if hi2 < lo1:
            v += (f"; under AM.Q9=feeder the same moves win {p2:.1f}% [{lo2:.1f}, {hi2:.1f}] (the intervals do not"
                  f" overlap), so the gain comes from the starvation rule")
        w(v + ". Between otherwise random players the edge stays small: real, but not a tactic that decides")
        w("  games often.")
    else:
        w(f"- Verdict: not shown: under AM.E1 the sacrifice wins {p1:.1f}% [{lo1:.1f}, {hi1:.1f}] of the"
          f" games decided between the two players, an interval that includes an even share.")
    w("")

    w("### Mangala II: how often a game ends 36-36, and whether the board always empties")
    w("")
    lines = []
    for tag, group, cname in (("random", rnd, "table_random"), ("greedy", grd, "table_greedy"),
                              ("alpha-beta 3", ab, "table_alphabeta")):
        r = group.find("Mangala II")
        pl = re.search(r"max (\d+)", r["block"]["plies"]).group(1)
        lines.append((tag, r, pl, cname))
        w(f"- {tag} play (**{cname}**, the Mangala II row and block): draws {r['draw']}%; `ends`"
          f" {r['block']['ends']}; the longest game took {pl} plies (`plies` line).")
    all_empty = all(ends_of(r, "board_empty") == "100.0" for _, r, _, _ in lines)
    if all_empty:
        w("- Every game ends with the board empty, under every agent: no rule gap and no simulation limit. Where")
        w("  two or three seeds are left they are always brought together and captured in the end, though it can")
        w("  take long (the longest games above). So a 36-36 draw is the only draw, and the board always empties")
        w("  in these games.")
    else:
        w("- Not every game ends with the board empty (see the `ends` lines): the rest end as listed.")
    w("")

    w("### Mancala World: Mangala IV \"could even be identical\" to La'b Madjnuni")
    w("")
    d = Diff("iv_vs_culin", st.text("iv_vs_culin"))
    L += command_block(st, "iv_vs_culin", "the `divergence` line and the `results` line")
    dl_ = d.line("divergence")
    setup = sub(r"; (\d+ of them from the setup)", dl_)
    w(f"- {pct_cell(dl_, 'diverge:')}% of paired games diverge ({setup}:"
      f" the deal differs), and the first mover's result changes in {pct_cell(d.line('results'), 'games:')}%."
      f" Not identical as encoded: the deal, the first player, the start pit and the chain direction all differ.")
    w("")

    w("## Findings in plain words")
    w("")
    iv_r = rnd.find("Mangala IV")
    w(f"- The literal Mangala IV is not a finished game: {ends_of(iv_r, 'lone_seed')}% of random games (**table_random**)"
      f" end with one seed that no rule can capture (IV.Q9), and with 7 per pit every game is one forced line"
      f" that ends on that gap.")
    for name in ("Mangala II", "Mangala IV", "Al-manqala"):
        parts = []
        for tag, group in (("random", rnd), ("greedy", grd), ("alpha-beta", ab)):
            x = group.find(name)
            parts.append(f"{tag} {x['share']}% ({x['verdict']})")
        w(f"- {name}: the first player's share of decisive games (**table_random**, **table_greedy**,"
          f" **table_alphabeta**) is " + "; ".join(parts) + ".")
    w("  Stronger play changes the balance: a first-player edge under random play need not survive search.")
    for g, name in (("mangala_ii", "Mangala II"), ("mangala_iv", "Mangala IV"), ("al_manqala", "Al-manqala")):
        a = audits[g]
        sig = sorted({r["q"] for r in a.rows if r["win_sig"] and abs(r["win"]) >= 1.0})
        w(f"- {name}: the open questions with a reading that moves the first player's win rate by a point or more,"
          f" significantly (**audit_{g}**, random play): {', '.join(sig) if sig else 'none'}.")
    w("- Culin's \"no skill is necessary\" is literally true of his rules as encoded: every move is forced.")
    w("")
    w("## Files")
    w("")
    w("- `data/NAME.txt`: the output of each command; `data/NAME.json`: its results file (schema:")
    w("  `docs/results-schema.md`); `data/NAME.derived.txt`: derived numbers; `data/commands.tsv`: the commands.")
    w("- `audit/`: `sow audit` of the three seed games (`NAME.txt` its output, Markdown for reading, JSON for tools).")
    w("- `perft.md`: perft of each spec's start position, reference numbers for other implementations.")
    w("- `plots/`: the figures (PNG and SVG), drawn by `scripts/plot_results.py` with matplotlib.")
    w("- `quick-digests.txt`: the digests of the reduced study CI re-runs (`scripts/make_results.sh --quick --check`).")
    w("- `CHANGES.md`: every number that changed since the previous edition, and why.")
    w("- `import.md`: MancalaGames' configs through `sow import` (`scripts/import_table.sh`): the count, the converted specs at 1000 random games, the failures with their reasons.")
    w("- `games.md`: the games of `specs/games/` compared under random, greedy and alpha-beta play (`scripts/games_table.sh`).")
    w("- `solve.md`: perfect play on small boards (`scripts/solve_table.sh`): each seed game, rival and reading, 2x3 to 2x5 pits with 1 to 4 seeds a pit, the value for the first player, and how much skill each agent shows against perfect play.")
    w("- `solve_claims.md`: what perfect play on small boards says of the historical claims, each statement under its command.")
    w("- `solve_kalah.md`: Kalah's published perfect-play values reproduced where they fit (`scripts/solve_kalah.sh`), with the sources and the rule differences.")
    w("- `endgames.md`: endgame databases of the seed games (`scripts/endgames_table.sh`): sizes, times and memory, random games settled by perfect play, each agent's endgame skill, and whole small boards solved as complete databases.")
    w("- `replays/`: `sow replay` pages (HTML, open from disk) of one game of each seed game, rival and three")
    w("  family games, each beside the command that wrote it ([replays/README.md](replays/README.md)).")
    print(re.sub(r"\n{3,}", "\n\n", "\n".join(L)).strip("\n"))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--derived":
        sys.stdout.write(derived(sys.argv[2]))
    elif len(sys.argv) <= 2:
        main(sys.argv[1] if len(sys.argv) > 1 else OUT)
    else:
        sys.exit("usage: results_readme.py [RESULTS_DIR] | --derived FILE.json|-")
