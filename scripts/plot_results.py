#!/usr/bin/env python3
"""Plots of the study, from the results files of scripts/make_results.sh.

    python3 scripts/plot_results.py RESULTS_DIR

Reads RESULTS_DIR/data/*.json (the `sow simulate --json` files, format in
docs/results-schema.md) and writes PNG and SVG figures to RESULTS_DIR/plots/.
Uses matplotlib (Debian's python3-matplotlib; only scripts/make_results.sh
runs this, never the tests). The figures carry no date, so two runs give
identical files.
"""
import json
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

matplotlib.rcParams["svg.hashsalt"] = "sow"
matplotlib.rcParams["font.size"] = 9
matplotlib.rcParams["legend.fontsize"] = 8
matplotlib.rcParams["legend.frameon"] = False

AGENTS = [("table_random", "random"), ("table_greedy", "greedy"), ("table_alphabeta", "alpha-beta 3")]
SEED_GAMES = ["Mangala II", "Mangala IV", "Al-manqala"]
COLORS = {"Mangala II": "tab:blue", "Mangala IV": "tab:red", "Al-manqala": "tab:green"}
RESULTS = ["win", "draw", "loss", "unresolved", "limit"]

# what a Mangala IV reading means, for the rows of its plots
READING_WORDS = {
    "IV.Q1=free": "IV.Q1 free (any own pit)",
    "IV.Q1=first_only": "IV.Q1 first_only (forced first move only)",
    "IV.Q1=rightmost": "IV.Q1 rightmost (forced rightmost pit)",
    "IV.Q7=min2": "IV.Q7 min2 (random deal, at least 2 per pit)",
    "IV.Q7=seven": "IV.Q7 seven (7 per pit)",
    "IV.Q12=result": "IV.Q12 result (chooser foresees the result)",
    "IV.Q12=blind": "IV.Q12 blind (side at random)",
}
IV_DEFAULT = "defaults (random deal, forced leftmost pit; chooser counts captures)"


def load(out, name):
    with open(os.path.join(out, "data", name + ".json")) as f:
        return json.load(f)["sets"]


def label(s):
    return s["name"] + (" @" + s["changed"] if s.get("changed") else "")


def iv_label(s):
    ch = s.get("changed") or ""
    if not ch:
        return IV_DEFAULT
    return " + ".join(READING_WORDS.get(part, part.replace("=", " ")) for part in ch.split(","))


def save(fig, out, name):
    for ext, meta in (("png", {"Software": None}), ("svg", {"Date": None})):
        fig.savefig(os.path.join(out, "plots", name + "." + ext), dpi=110, bbox_inches="tight", metadata=meta)
    plt.close(fig)


def first_advantage(out):
    sets = {a: load(out, f) for f, a in AGENTS}
    names = [label(s) for s in sets["random"]]
    fig, ax = plt.subplots(figsize=(8, 0.45 * len(names) + 1.4))
    markers = {"random": "o", "greedy": "s", "alpha-beta 3": "^"}
    for k, (_, agent) in enumerate(AGENTS):
        ys, xs, lo, hi = [], [], [], []
        for i, s in enumerate(sets[agent]):
            sh = s["summary"]["first_share"]
            if not s["summary"]["decisive"]:
                continue
            ys.append(i + (k - 1) * 0.25)
            xs.append(100 * sh["rate"])
            lo.append(100 * (sh["rate"] - sh["lo"]))
            hi.append(100 * (sh["hi"] - sh["rate"]))
        ax.errorbar(xs, ys, xerr=[lo, hi], fmt=markers[agent], ms=4, capsize=2, label=agent)
    ax.axvline(50, color="grey", lw=0.8)
    ax.axvspan(49, 51, color="grey", alpha=0.12, lw=0, label="fair band (50 ± 1)")
    ax.set_yticks(range(len(names)))
    ax.set_yticklabels(names)
    ax.invert_yaxis()
    ax.set_xlabel("first player's share of decisive games, % (95% Wilson interval)")
    ax.set_title("First-player advantage per spec and agents (both seats the same agent)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12 - 0.3 / len(names)), ncol=4)
    save(fig, out, "first_player_advantage")


def seed_sets(out):
    return [s for s in load(out, "table_random") if s["name"] in SEED_GAMES and not s.get("changed")]


def game_length(out):
    """The whole length distribution: log-spaced bins up to 2048 plies (the histogram's last bin holds
    every longer game, drawn apart and labelled), and the share of games longer than x."""
    sets = seed_sets(out)
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(10, 3.8))
    edges = [1]
    while edges[-1] < 2048:  # four bins per doubling
        edges.append(min(2048, max(edges[-1] + 1, round(edges[-1] * 2 ** 0.25))))
    tail_any = False
    for s in sets:
        h = s["counts"]["plies"]
        games = s["counts"]["games"]
        tail = h[2048] if len(h) > 2048 else 0
        tail_any = tail_any or tail > 0
        xs, ys = [], []
        for lo, hi in zip(edges, edges[1:]):
            n = sum(h[lo:hi])
            xs += [lo, hi]
            ys += [100.0 * n / games] * 2
        a1.plot(xs, ys, lw=1.2, color=COLORS[s["name"]], label=s["name"])
        if tail:
            a1.plot([2048], [100.0 * tail / games], marker=">", color=COLORS[s["name"]])
        # survival: share of games with more than x plies
        longer, xs2, ys2 = games, [], []
        for x in range(min(len(h), 2048)):
            longer -= h[x]
            if longer <= 0:
                break
            xs2.append(max(x, 1))
            ys2.append(100.0 * longer / games)
        a2.step(xs2, ys2, where="post", lw=1.2, color=COLORS[s["name"]], label=s["name"])
        if tail:
            a2.plot([2048], [100.0 * tail / games], marker=">", color=COLORS[s["name"]])
    a1.set_xscale("log")
    a1.set_xlabel("plies per game (passes included), log scale; bins of a quarter doubling")
    a1.set_ylabel("% of games in the bin")
    a1.set_title("Game length, the whole distribution")
    a2.set_xscale("log")
    a2.set_yscale("log")
    a2.set_xlabel("plies, log scale")
    a2.set_ylabel("% of games longer than that, log scale")
    a2.set_title("and its tail")
    note = ("> at 2048: the histogram's last bin, games of 2048 plies or more" if tail_any
            else "no game reached 2048 plies (the histogram's last bin); none hit the 100,000-ply limit")
    for a in (a1, a2):
        a.legend(loc="upper right")
    fig.suptitle("Uniformly random play, " + f"{sets[0]['counts']['games']} games per game; " + note, fontsize=8, y=-0.02)
    save(fig, out, "game_length")


def largest_capture(out):
    """Games by their largest single-turn capture, at the sizes that can occur: every capture of Mangala II
    and Al-manqala takes even counts, so their best turns are even; Mangala IV's opposite pits make any
    size possible. The step is the greatest common divisor of the sizes seen."""
    sets = seed_sets(out)
    fig, ax = plt.subplots(figsize=(8, 3.8))
    for s in sets:
        h = s["counts"]["best_capture"]
        games = s["counts"]["games"]
        seen = [i for i, v in enumerate(h) if v and i > 0]
        step = 0
        for i in seen:
            step = math.gcd(step, i)
        step = step or 1
        xs = list(range(0, len(h), step))
        ys = [100.0 * h[x] / games for x in xs]
        what = "even sizes only" if step == 2 else "every size" if step == 1 else f"multiples of {step}"
        ax.plot(xs, ys, marker="o", ms=2.5, lw=1, color=COLORS[s["name"]], label=f"{s['name']} ({what})")
    ax.set_xlabel("largest capture in a single turn of the game, seeds")
    ax.set_ylabel("% of games")
    ax.set_title("Largest capture per game (uniformly random play)")
    ax.legend(loc="upper right")
    save(fig, out, "largest_capture")


def iv_layouts(out):
    sets = load(out, "iv_layouts")
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(10, 0.5 * len(sets) + 1.6), gridspec_kw={"width_ratios": [3, 2]})
    names, share, err, unresolved = [], [], [[], []], []
    for s in sets:
        names.append(iv_label(s))
        sh = s["summary"]["first_share"]
        decided = s["summary"]["decisive"] > 0
        share.append(100 * sh["rate"] if decided else 0)
        err[0].append(100 * (sh["rate"] - sh["lo"]) if decided else 0)
        err[1].append(100 * (sh["hi"] - sh["rate"]) if decided else 0)
        unresolved.append(100 * s["summary"]["first_mover"]["unresolved"]["rate"])
        if not decided:
            a1.text(2, len(names) - 1, "no game decided", va="center", fontsize=8)
    a1.barh(range(len(names)), share, xerr=err, color="tab:blue")
    a1.axvline(50, color="grey", lw=0.8)
    a1.set_yticks(range(len(names)))
    a1.set_yticklabels(names)
    a1.invert_yaxis()
    a1.set_xlim(0, 100)
    a1.set_xlabel("first player's share of decisive games, % (95% interval)")
    a1.set_title("Mangala IV by layout and start rule (random play)")
    a2.barh(range(len(names)), unresolved, color="tab:orange")
    a2.set_yticks(range(len(names)))
    a2.set_yticklabels([])
    a2.invert_yaxis()
    a2.set_xlim(0, 100)
    a2.set_xlabel("games unresolved (a rule gap), %")
    a2.set_title("and the games no rule can finish")
    save(fig, out, "iv_layouts")


def iv_side_choice(out):
    """What choosing the side is worth (opening ritual, IV.O1), by the chooser's valuation (IV.Q12) and
    by layout and start rule."""
    rows = []
    for name in ("iv_chooser", "iv_layouts"):
        for s in load(out, name):
            if name == "iv_layouts" and not s.get("changed"):
                continue  # the defaults are the first row of iv_chooser
            c = s["counts"]
            ritual = sum(c["chooser_result"])
            if not ritual:
                continue
            m = c["choice_mattered"]
            rows.append((iv_label(s), [100.0 * v / ritual for v in c["chooser_result"]],
                         100.0 * m[1] / sum(m) if sum(m) else None))
    fig, ax = plt.subplots(figsize=(9, 0.45 * len(rows) + 1.6))
    left = [0.0] * len(rows)
    colors = {"win": "tab:green", "draw": "tab:grey", "loss": "tab:red", "unresolved": "tab:orange",
              "limit": "tab:purple"}
    for k, part in enumerate(RESULTS):
        vals = [r[1][k] for r in rows]
        if part == "limit" and not any(vals):
            continue
        ax.barh(range(len(rows)), vals, left=left, color=colors[part], label="chooser's " + part)
        left = [a + b for a, b in zip(left, vals)]
    for i, r in enumerate(rows):
        if r[2] is not None:
            ax.text(101, i, f"choice changed the result: {r[2]:.1f}%", va="center", fontsize=7)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in rows])
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("% of games, from the side-chooser's view")
    ax.set_title("Mangala IV: what choosing the side is worth (random play)")
    ax.legend(ncol=5, loc="upper center", bbox_to_anchor=(0.5, -0.5 / max(1, len(rows)) - 0.12))
    save(fig, out, "iv_side_choice")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: plot_results.py RESULTS_DIR")
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "plots"), exist_ok=True)
    first_advantage(out)
    game_length(out)
    largest_capture(out)
    iv_layouts(out)
    iv_side_choice(out)


if __name__ == "__main__":
    main()
