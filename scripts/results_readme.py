#!/usr/bin/env python3
"""Writes results/README.md, the front page of the study, from the results
files of scripts/make_results.sh (printed on stdout).

    python3 scripts/results_readme.py RESULTS_DIR > RESULTS_DIR/README.md

Every number comes from a results file next to it; every finding names the
command that reproduces it. Python 3 standard library only.
"""
import json
import os
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "results"


def load(name):
    with open(os.path.join(OUT, "data", name + ".json")) as f:
        return json.load(f)


def sets(name):
    return load(name)["sets"]


def pct(x, digits=1):
    return f"{100 * x:.{digits}f}"


def iv(r):
    """A rate with its interval, in points."""
    return f"{pct(r['rate'])} [{pct(r['lo'])}, {pct(r['hi'])}]"


def label(s):
    return s["name"] + (f" @{s['changed']}" if s.get("changed") else "")


def ends(s, top=3):
    e = sorted(((v, k) for k, v in s["summary"]["ends"].items() if v > 0), reverse=True)[:top]
    return ", ".join(f"{k} {pct(v)}%" for v, k in e)


def best_turn(s):
    bc = s["counts"]["best_capture"]
    top = max((i for i, v in enumerate(bc) if v), default=0)
    games = sum(bc) or 1
    mean = sum(i * v for i, v in enumerate(bc)) / games
    return top, mean


def swept_half(s):
    """Share of games whose best single turn took half the seeds or more."""
    sw = s["counts"]["swept"]
    games = sum(sw) or 1
    return sum(sw[50:]) / games


def by_name(sets_, name, changed=""):
    for s in sets_:
        if s["name"] == name and (s.get("changed") or "") == changed:
            return s
    raise KeyError(f"{name} @{changed}")


def share_text(s):
    """The first player's share of decisive games, or why there is none."""
    if not s["summary"]["decisive"]:
        return "undefined: no game is decided"
    return f"{iv(s['summary']['first_share'])}% ({s['summary']['verdict']})"


def ahead(s):
    """Where the first mover stands on captured seeds when play stops."""
    m = s["counts"]["margin"]
    n = sum(c for _, c in m) or 1
    up = sum(c for d, c in m if d > 0) / n
    level = sum(c for d, c in m if d == 0) / n
    return f"ahead in {pct(up)}%, level in {pct(level)}%"


def chooser(s):
    c = s["counts"]
    n = sum(c["chooser_result"])
    m = sum(c["choice_mattered"])
    if not n:
        return None
    return {"win": c["chooser_result"][0] / n, "loss": c["chooser_result"][2] / n, "games": n,
            "mattered": c["choice_mattered"][1] / m if m else None}


def table(name, title, games_note):
    data = load(name)
    out = [f"### {title}", "", games_note, "",
           "| spec | games | 1st win % | draw % | 1st loss % | unresolved % | 1st of decisive % | verdict "
           "| mean plies | how games end | largest turn (max / mean) |",
           "|---|---:|---:|---:|---:|---:|---:|---|---:|---|---:|"]
    for s in data["sets"]:
        fm = s["summary"]["first_mover"]
        top, mean = best_turn(s)
        out.append(f"| {label(s)} | {s['counts']['games']} | {iv(fm['win'])} | {iv(fm['draw'])} | {iv(fm['loss'])} "
                   f"| {iv(fm['unresolved'])} | {iv(s['summary']['first_share'])} | {s['summary']['verdict']} "
                   f"| {s['summary']['plies']['mean']:.1f} | {ends(s)} | {top} / {mean:.1f} |")
    return out


def audit_rank(game):
    with open(os.path.join(OUT, "audit", game + ".json")) as f:
        a = json.load(f)
    rows = []
    for r in a["readings"]:
        ch = r["comparison"]["changes"]["first_win_rate"]
        un = r["comparison"]["changes"]["unresolved_rate"]
        ex = r["comparison"]["exercised"]["plies"]["rate"]
        rows.append((abs(ch["delta"]) if ch["significant"] else 0, r["question"], r["reading"], ch, un, ex,
                     r["comparison"]["result_changed"]["rate"]))
    rows.sort(key=lambda x: (-x[0], x[1], x[2]))
    out = [f"**{a['name']}** ({a['games']} paired games per reading, random play; full report "
           f"[audit/{game}.md](audit/{game}.md)):", "",
           "| question | reading | 1st win change, points [95%] | unresolved change, points | exercised (plies) "
           "| results changed |", "|---|---|---:|---:|---:|---:|"]
    for _, q, rd, ch, un, ex, rc in rows:
        sig = " *" if ch["significant"] else ""
        out.append(f"| {q} | `{rd}` | {100 * ch['delta']:+.1f} [{100 * ch['lo']:+.1f}, {100 * ch['hi']:+.1f}]{sig} "
                   f"| {100 * un['delta']:+.1f} | {pct(ex, 2)}% | {pct(rc)}% |")
    np_ = ", ".join(f"{x['question']}" for x in a.get("not_playable", []))
    if np_:
        out += ["", f"Not playable (a single reading: a rule gap the engine detects, or a note): {np_}."]
    return out


def diff_summary(name):
    d = load(name)
    return d


def main():
    rnd, grd, ab = sets("table_random"), sets("table_greedy"), sets("table_alphabeta")
    n_fast = rnd[0]["counts"]["games"]
    n_ab = ab[0]["counts"]["games"]
    version = load("table_random")["sow_version"]
    L = []
    w = L.append
    w("# The study: three games, their rival interpretations, and the claims made about them")
    w("")
    w("Everything on this page is measured by sow " + version + " and regenerated from scratch by")
    w("`scripts/make_results.sh` (about 2 minutes on 2 cores; two runs give byte-identical files).")
    w("Each number comes from a results file in `data/` or `audit/` that records the sow version, the")
    w("spec's hash, the readings, the seed and the agents; the command next to each finding reproduces")
    w("it. Intervals are 95% Wilson intervals; *1st* is the player who made the first ply; *decisive*")
    w("games are those somebody won; the verdict is Wald's SPRT on the first player's share of decisive")
    w("games (`fair`: within 50 ± 1 points; `1st+` / `2nd+`: an advantage of a point or more; `?`:")
    w("undecided). *Unresolved* games were stopped by a rule gap: a situation the rules do not cover.")
    w("CI re-runs a reduced version of the study and compares its digests with `quick-digests.txt`, so")
    w("a rule change that moves these numbers cannot land unnoticed.")
    w("")
    w("## All specs compared")
    w("")
    w("Seed games: `specs/mangala_ii.lua`, `specs/mangala_iv.lua`, `specs/al_manqala.lua` (default")
    w("readings: the most literal). Rivals (`docs/rivals.md`): Culin's La'b Madjnuni, MancalaGames'")
    w("encodings, Valdez's Mangala II, Bohnenspiel, Hyde's Halusa. Both seats play the same agent.")
    w("")
    L += table("table_random", "Uniformly random play", f"{n_fast} games per spec: `sow simulate SPEC... --games {n_fast} "
               "--agents random,random --seed 1` (data/table_random.txt)")
    w("")
    L += table("table_greedy", "Greedy play (most seeds this turn)", f"{n_fast} games per spec: `--agents greedy,greedy` "
               "(data/table_greedy.txt)")
    w("")
    L += table("table_alphabeta", "Alpha-beta play, depth 3", f"{n_ab} games per spec: `--agents alphabeta:3,alphabeta:3` "
               "(data/table_alphabeta.txt)")
    w("")
    w("![First-player advantage](plots/first_player_advantage.png)")
    w("")
    w("![Game length](plots/game_length.png) ![Largest capture](plots/largest_capture.png)")
    w("")

    # ---- audits
    w("## Which open questions matter")
    w("")
    w("`sow audit` plays every reading of every open question against the defaults on paired games")
    w("(same dice, same players). The change of the first player's win rate is the column that says")
    w("whether a reading favours someone (`*`: the interval excludes zero); *exercised* is how often a")
    w("referee would have to decide the question; *results changed* counts games whose first mover's")
    w("result differs (under random play any early divergence changes about half of them). Ranked by")
    w("the size of a significant change of the win rate. Commands and examples: [audit/README.md](audit/README.md).")
    w("")
    for g in ("mangala_ii", "mangala_iv", "al_manqala"):
        L += audit_rank(g)
        w("")

    # ---- claims
    w("## The historical claims, tested")
    w("")
    lay = sets("iv_layouts")
    iv_def, iv_seven = by_name(lay, "Mangala IV"), by_name(lay, "Mangala IV", "IV.Q7=seven")
    iv_free, iv_free7 = by_name(lay, "Mangala IV", "IV.Q1=free"), by_name(lay, "Mangala IV", "IV.Q1=free,IV.Q7=seven")
    gl = sets("iv_layouts_greedy")
    g_free7 = by_name(gl, "Mangala IV", "IV.Q1=free,IV.Q7=seven")
    w("### Mangala IV: \"7 seeds in every pit gives a fair, balanced baseline\"")
    w("")
    w(f"- With the literal rules (forced leftmost start, IV.Q1) and 7 in every pit there is no choice")
    w(f"  at all: {iv(iv_seven['summary']['first_mover']['unresolved'])}% of games are unresolved ({ends(iv_seven)}),")
    w(f"  and the first player's share of decisive games is {share_text(iv_seven)}. When play stops the")
    w(f"  first mover is {ahead(iv_seven)} of games. Not a baseline for competitive play.")
    w(f"- With free choice of pit (IV.Q1=free) and 7 per pit: first player's share of decisive games")
    w(f"  {share_text(iv_free7)} under random play, {share_text(g_free7)} under greedy play;")
    w(f"  unresolved {iv(iv_free7['summary']['first_mover']['unresolved'])}% ({ends(iv_free7)}).")
    w(f"- For comparison, the random deal: {share_text(iv_def)} with forced play, {share_text(iv_free)}")
    w(f"  with free choice. The claim does not hold: 7 per pit gives the first player a larger edge than")
    w(f"  a random deal, or, with forced play, no finished game at all." if iv_free7["summary"]["first_share"]["lo"] > 0.51
      or not iv_seven["summary"]["decisive"] else "  with free choice.")
    w(f"- Command: `sow simulate specs/mangala_iv.lua specs/mangala_iv.lua@IV.Q7=min2 specs/mangala_iv.lua@IV.Q7=seven"
      f" specs/mangala_iv.lua@IV.Q1=free specs/mangala_iv.lua@IV.Q1=free,IV.Q7=seven --games {n_fast}` (data/iv_layouts.txt).")
    w("")
    w("![Mangala IV layouts](plots/iv_layouts.png)")
    w("")
    ch = chooser(iv_def)
    if ch:
        w(f"The opening ritual (IV.O1): the side-chooser, who plays both sides out in the forced game and")
        w(f"takes the better, wins {pct(ch['win'])}% and loses {pct(ch['loss'])}% of {ch['games']} games; the choice")
        w(f"changes the chooser's result in {pct(ch['mattered'])}% of deals.")
        w("")
        w("![Side choice](plots/iv_side_choice.png)")
        w("")
    w("### Mangala IV: \"a single well-aimed turn can sweep half the board\"")
    w("")
    for tag, group in (("random", rnd), ("greedy", grd), ("alpha-beta 3", ab)):
        s = by_name(group, "Mangala IV")
        top, mean = best_turn(s)
        w(f"- {tag} play: the largest single turn takes {top} seeds at most ({mean:.1f} on average per game);"
          f" a turn takes half the seeds or more in {pct(swept_half(s), 2)}% of games.")
    w("- Command: `sow simulate specs/mangala_iv.lua --agents greedy,greedy` (the `captures` line: best turn).")
    w("")
    w("### Culin on La'b Madjnuni: \"no skill is necessary\"; \"the first player invariably wins\" with 7 per hole")
    w("")
    cs, cr = sets("culin_skill"), sets("culin_skill_random")
    c_forced, c_forced_r = cs[0], cr[0]
    c_free, c_free_r = cs[1], cr[1]
    same = c_forced["counts"]["digest"] == c_forced_r["counts"]["digest"]
    w(f"- With Culin's forced rightmost start every move is forced: alpha-beta against random gives "
      f"{'exactly the same games (identical digests)' if same else 'different games'} as random against random:")
    w(f"  agent A wins {iv(agent_rate(c_forced, 0))}% either way. Skill cannot matter because there is no choice.")
    w(f"- Given free choice (IV.Q1=free), alpha-beta 3 wins {iv(agent_rate(c_free, 0))}% of games against random"
      f" (random against random: {iv(agent_rate(c_free_r, 0))}%).")
    c7 = sets("culin_seven")
    w(f"- 7 per hole (IV.Q7=seven), Culin's rules: first mover wins {iv(c7[0]['summary']['first_mover']['win'])}%,"
      f" loses {iv(c7[0]['summary']['first_mover']['loss'])}%, unresolved {iv(c7[0]['summary']['first_mover']['unresolved'])}%"
      f" ({ends(c7[0])}). With South always first (IV.Q8=south_first) the game is one fixed line of play:")
    w(f"  {ends(c7[1])}. When play stops the first mover is {ahead(c7[0])} of games. \"The first")
    w(f"  player invariably wins\" cannot be so under these rules: the game never finishes; it could only mean")
    w(f"  being ahead when the players give up." if not c7[0]["summary"]["decisive"] else
      f"  The first player's share of decisive games: {share_text(c7[0])}.")
    w("- Commands: `sow simulate specs/mangala_iv_culin.lua specs/mangala_iv_culin.lua@IV.Q1=free --agents alphabeta:3,random`;"
      " `sow simulate specs/mangala_iv_culin.lua@IV.Q7=seven` (data/culin_*.txt).")
    w("")
    w("### Al-manqala: \"giving up a singleton can stop the opponent feeding you and win you all the seeds left\"")
    w("")
    am_ab = by_name(ab, "Al-manqala")
    am_r = by_name(rnd, "Al-manqala")
    d = load("am_starve_diff")
    w(f"- Games ending because a player could not feed the starved opponent (AM.E1): {pct(am_ab['summary']['ends']['cannot_feed'])}%"
      f" under alpha-beta 3 play, {pct(am_r['summary']['ends']['cannot_feed'])}% under random play.")
    dv = d.get("divergence", {})
    rc = d.get("result_changed", {})
    fw = d.get("changes", {}).get("first_win_rate", {})
    if dv and rc and fw:
        w(f"- What the rule is worth: giving the rest to the player who could not feed instead (AM.Q9=feeder) changes"
          f" the result of {iv(rc)}% of alpha-beta games (divergence {iv(dv)}%); the first player's win rate moves by"
          f" {100 * fw['delta']:+.1f} points [{100 * fw['lo']:+.1f}, {100 * fw['hi']:+.1f}].")
    w(f"- Command: `sow diff specs/al_manqala.lua specs/al_manqala.lua --reading-b AM.Q9=feeder --agents alphabeta:3,alphabeta:3`"
      f" (data/am_starve_diff.txt).")
    w("")
    w("### Mangala II: how often a game ends 36-36, and whether the board always empties")
    w("")
    for tag, group in (("random", rnd), ("greedy", grd), ("alpha-beta 3", ab)):
        s = by_name(group, "Mangala II")
        margin0 = dict((m, c) for m, c in s["counts"]["margin"]).get(0, 0) / s["counts"]["games"]
        w(f"- {tag} play: draws {iv(s['summary']['first_mover']['draw'])}% (equal captures: {pct(margin0)}%);"
          f" the board empties in {pct(s['summary']['ends']['board_empty'])}% of games; {ends(s)}.")
    w("- Where the board does not empty, two or so seeds are left that random players never bring together within")
    w("  400 quiet plies (`ply_cap`); the endless prover shows a capture is still possible, so no rule ends them.")
    w("  Reproduce one: the `gap` line of `sow simulate specs/mangala_ii.lua` prints a `sow play --game` command.")
    w("")
    w("### Mancala World: Mangala IV \"could even be identical\" to La'b Madjnuni")
    w("")
    d = load("iv_vs_culin")
    dv, rc = d.get("divergence", {}), d.get("result_changed", {})
    if dv:
        w(f"- `sow diff specs/mangala_iv.lua specs/mangala_iv_culin.lua`: {iv(dv)}% of paired games diverge"
          f" (from the setup in {d['divergence'].get('from_setup', 0)} of {d['divergence']['of']}: the deal differs),"
          f" and {iv(rc)}% change result. Not identical as encoded: the start pit, the chain direction and the deal"
          f" all differ (data/iv_vs_culin.txt).")
    w("")
    w("## Findings in plain words")
    w("")
    seed = [("Mangala II", "II"), ("Mangala IV", "IV"), ("Al-manqala", "AM")]
    iv_r = by_name(rnd, "Mangala IV")
    w(f"- The literal Mangala IV is not a finished game: {pct(iv_r['summary']['ends'].get('lone_seed', 0))}% of random"
      f" games end with one seed that no rule can capture (IV.Q9), and with 7 per pit every game is one forced"
      f" line that ends unresolved.")
    for name, _ in seed:
        parts = []
        for tag, group in (("random", rnd), ("greedy", grd), ("alpha-beta", ab)):
            x = by_name(group, name)
            parts.append(f"{tag} {pct(x['summary']['first_share']['rate'])}% ({x['summary']['verdict']})")
        w(f"- {name}: the first player's share of decisive games is " + ", ".join(parts) + ".")
    w("  Stronger play changes the balance: a first-player edge under random play need not survive search.")
    for g, name in (("mangala_ii", "Mangala II"), ("mangala_iv", "Mangala IV"), ("al_manqala", "Al-manqala")):
        with open(os.path.join(OUT, "audit", g + ".json")) as f:
            a = json.load(f)
        sig = sorted({r["question"] for r in a["readings"]
                      if r["comparison"]["changes"]["first_win_rate"]["significant"]
                      and abs(r["comparison"]["changes"]["first_win_rate"]["delta"]) >= 0.01})
        w(f"- {name}: the open questions whose readings move the first player's win rate by a point or more"
          f" (random play): {', '.join(sig) if sig else 'none'}.")
    w("- Culin's \"no skill is necessary\" is literally true of his rules as encoded: every move is forced.")
    w("")
    w("## Files")
    w("")
    w("- `data/*.txt`, `data/*.json`: the tables and results files (schema: `docs/results-schema.md`).")
    w("- `audit/`: `sow audit` of the three seed games (Markdown for reading, JSON for tools).")
    w("- `perft.md`: perft of each spec's start position, reference numbers for other implementations.")
    w("- `plots/`: the figures (PNG and SVG), drawn by `scripts/plot_results.py` with matplotlib.")
    w("- `quick-digests.txt`: the digests of the reduced study CI re-runs (`scripts/make_results.sh --quick --check`).")
    print("\n".join(L))


def agent_rate(s, agent):
    c = s["counts"]["agent_result"][agent]
    n = sum(c) or 1
    p = c[0] / n
    # Wilson interval, z = 1.96
    z = 1.96
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / den
    return {"rate": p, "lo": max(0.0, mid - half), "hi": min(1.0, mid + half)}


if __name__ == "__main__":
    main()
