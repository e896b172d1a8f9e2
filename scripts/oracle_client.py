#!/usr/bin/env python3
"""oracle_client.py - checks an independent implementation of Al-manqala
(scripts/toy_al_manqala.py) against `sow oracle`, ply by ply.

    python3 scripts/oracle_client.py --sow build/sow --spec specs/al_manqala.lua
                                     [--games N] [--seed S] [--bug NAME]

Plays N random games with the toy (game g draws from random.Random of
(S, g)); at every ply it asks the oracle for the legal moves of the toy's
position and for the result of the toy's move, and compares. The first
disagreement is reported (game, ply, position, move, the toy's answer and
the oracle's) with exit status 1; no disagreement in N games: exit 0.
--bug plants one of the toy's deliberate bugs (see toy_al_manqala.BUGS).
Python 3 standard library only.
"""
import argparse
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toy_al_manqala as toy  # noqa: E402

POSITION = ("board", "to_move", "captured", "sowings", "ply", "quiet", "last_mover")
RESULT = ("board", "captured", "to_move", "end", "result", "winner", "captures")


class Oracle:
    def __init__(self, sow, spec):
        self.p = subprocess.Popen([sow, "oracle", spec], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  universal_newlines=True, bufsize=1)
        self.n = 0

    def ask(self, req):
        self.n += 1
        req = dict(req, id=self.n)
        self.p.stdin.write(json.dumps(req, separators=(",", ":")) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("the oracle closed its output (exit status %s)" % self.p.poll())
        ans = json.loads(line)
        if ans.get("id") != self.n:
            raise RuntimeError("answer id %r, expected %d: %s" % (ans.get("id"), self.n, line.strip()))
        return ans

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def position_fields(pos):
    return {k: pos[k] for k in POSITION}


def report(game, ply, pos, move, what, mine, theirs):
    print("DISAGREEMENT in game %d, ply %d: %s" % (game, ply, what))
    print("  position: %s" % json.dumps(position_fields(pos), separators=(",", ":")))
    if move is not None:
        print("  move:     %s" % json.dumps(move))
    print("  toy:      %s" % json.dumps(mine, separators=(",", ":")))
    print("  oracle:   %s" % json.dumps(theirs, separators=(",", ":")))
    return 1


ENDS = {}


def play_game(oracle, game, seed):
    rng = random.Random(seed * 1000003 + game)
    pos = toy.settle(toy.start())
    while True:
        ply = pos["ply"] + 1
        ans = oracle.ask(dict(position_fields(pos), op="legal"))
        if not ans.get("ok"):
            return report(game, ply, pos, None, "the oracle refused the position", None, ans)
        mine = {"legal": toy.legal(pos), "ended": pos["end"] is not None}
        mine["pass"] = not mine["ended"] and not mine["legal"]
        theirs = {k: ans.get(k) for k in mine}
        if mine != theirs:
            return report(game, ply, pos, None, "legal moves", mine, theirs)
        if pos["end"] is not None:      # only a start position can be over here
            return 0
        m = rng.choice(mine["legal"]) if mine["legal"] else "pass"
        after, caps = toy.move(pos, m)
        ans = oracle.ask(dict(position_fields(pos), op="move", move=m))
        if not ans.get("ok"):
            return report(game, ply, pos, m, "the oracle refused the move", None, ans)
        mine = {k: after[k] for k in RESULT if k != "captures"}
        mine["captures"] = caps
        if mine["end"] is not None:
            mine["to_move"] = None
        theirs = {k: ans.get(k) for k in RESULT}
        if mine != theirs:
            diff = [k for k in RESULT if mine[k] != theirs[k]]
            return report(game, ply, pos, m, "the move's result (%s)" % ", ".join(diff), mine, theirs)
        # the toy's position goes on (the oracle's is only compared)
        for k in ("sowings", "ply", "quiet", "last_mover"):
            if after[k] != ans.get(k):
                return report(game, ply, pos, m, "bookkeeping field %s" % k, after[k], ans.get(k))
        if after["end"] is not None:
            ENDS[after["end"]] = ENDS.get(after["end"], 0) + 1
            # the end was compared above; the fields alone cannot say a game is
            # over (docs/oracle.md), so the ended position is not asked again
            return 0
        pos = after


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sow", default="build/sow", help="the sow binary")
    ap.add_argument("--spec", default="specs/al_manqala.lua", help="the Al-manqala spec")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bug", choices=toy.BUGS, help="plant a deliberate bug in the toy")
    args = ap.parse_args()
    toy.set_bug(args.bug)
    oracle = Oracle(args.sow, args.spec)
    try:
        for g in range(args.games):
            rc = play_game(oracle, g, args.seed)
            if rc:
                return rc
    except (RuntimeError, ValueError, BrokenPipeError) as e:
        print("oracle_client: %s" % e, file=sys.stderr)
        return 2
    finally:
        oracle.close()
    print("agreed: %d games, %d requests, seed %d%s; ends: %s" % (
        args.games, oracle.n, args.seed, ", bug %s planted" % args.bug if args.bug else "",
        ", ".join("%s %d" % kv for kv in sorted(ENDS.items())) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
