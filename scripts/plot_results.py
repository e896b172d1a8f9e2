#!/usr/bin/env python3
"""Plots of the study, from the results files of scripts/make_results.sh.

    python3 scripts/plot_results.py RESULTS_DIR

Reads RESULTS_DIR/data/*.json (the `sow simulate --json` files, format in
docs/results-schema.md) and writes PNG and SVG figures to RESULTS_DIR/plots/.
Uses matplotlib (Debian's python3-matplotlib). The figures carry no date, so
two runs give identical files.
"""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

matplotlib.rcParams["svg.hashsalt"] = "sow"
matplotlib.rcParams["font.size"] = 9

AGENTS = [("table_random", "random"), ("table_greedy", "greedy"), ("table_alphabeta", "alpha-beta 3")]
SEED_GAMES = ["Mangala II", "Mangala IV", "Al-manqala"]


def load(out, name):
    with open(os.path.join(out, "data", name + ".json")) as f:
        return json.load(f)["sets"]


def label(s):
    return s["name"] + (" @" + s["changed"] if s.get("changed") else "")


def save(fig, out, name):
    for ext, meta in (("png", {"Software": None}), ("svg", {"Date": None})):
        fig.savefig(os.path.join(out, "plots", name + "." + ext), dpi=110, bbox_inches="tight", metadata=meta)
    plt.close(fig)


def hist(counts, n=None):
    """A histogram as a dense list (plies, best_capture...)."""
    return list(counts) + [0] * ((n or 0) - len(counts))


def first_advantage(out):
    sets = {a: load(out, f) for f, a in AGENTS}
    names = [label(s) for s in sets["random"]]
    fig, ax = plt.subplots(figsize=(8, 0.42 * len(names) + 1.2))
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
        ax.errorbar(xs, ys, xerr=[lo, hi], fmt="o", ms=3, capsize=2, label=agent)
    ax.axvline(50, color="grey", lw=0.8)
    ax.set_yticks(range(len(names)))
    ax.set_yticklabels(names)
    ax.invert_yaxis()
    ax.set_xlabel("first player's share of decisive games, % (95% Wilson interval)")
    ax.set_title("First-player advantage per spec and agents (both seats the same agent)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    save(fig, out, "first_player_advantage")


def distribution(out, key, name, xlabel, title, cap):
    sets = [s for s in load(out, "table_random") if s["name"] in SEED_GAMES and not s.get("changed")]
    fig, ax = plt.subplots(figsize=(7, 3.6))
    for s in sets:
        h = hist(s["counts"][key], cap + 1)[: cap + 1]
        total = sum(s["counts"][key]) or 1
        ax.plot(range(len(h)), [100.0 * v / total for v in h], lw=1, label=s["name"])
    ax.set_xlabel(xlabel)
    ax.set_ylabel("% of games")
    ax.set_title(title + " (uniformly random play)")
    ax.legend()
    save(fig, out, name)


def iv_layouts(out):
    sets = load(out, "iv_layouts")
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(9, 3.4))
    names, share, err, unresolved = [], [], [[], []], []
    for s in sets:
        names.append(s.get("changed") or "defaults")
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
    a1.set_xlabel("first player's share of decisive games, %")
    a1.set_title("Mangala IV by layout procedure (IV.Q7)")
    a2.barh(range(len(names)), unresolved, color="tab:red")
    a2.set_yticks([])
    a2.invert_yaxis()
    a2.set_xlabel("games unresolved (rule gap), %")
    a2.set_title("and the games no rule can finish")
    save(fig, out, "iv_layouts")

    # the value of the side choice (opening ritual, IV.O1)
    fig, ax = plt.subplots(figsize=(6, 2.8))
    rows = []
    for s in sets:
        c = s["counts"]
        ritual = sum(c["chooser_result"])
        if not ritual:
            continue
        win, draw, loss, unres = (100.0 * v / ritual for v in c["chooser_result"])
        rows.append((s.get("changed") or "defaults", win, draw, loss, unres))
    left = [0.0] * len(rows)
    for k, (part, color) in enumerate((("win", "tab:green"), ("draw", "tab:grey"), ("loss", "tab:red"),
                                       ("unresolved", "tab:orange"))):
        vals = [r[k + 1] for r in rows]
        ax.barh(range(len(rows)), vals, left=left, color=color, label=part)
        left = [a + b for a, b in zip(left, vals)]
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in rows])
    ax.invert_yaxis()
    ax.set_xlabel("% of games, from the side-chooser's view")
    ax.set_title("Mangala IV: what choosing the side is worth (random play)")
    ax.legend(ncol=4, fontsize=7, loc="lower center", bbox_to_anchor=(0.5, -0.55))
    save(fig, out, "iv_side_choice")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: plot_results.py RESULTS_DIR")
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "plots"), exist_ok=True)
    first_advantage(out)
    distribution(out, "plies", "game_length", "plies per game (passes included)", "Game length", 400)
    distribution(out, "best_capture", "largest_capture", "largest capture in a single turn, seeds",
                 "Largest capture per game", 98)
    iv_layouts(out)


if __name__ == "__main__":
    main()
