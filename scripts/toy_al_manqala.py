#!/usr/bin/env python3
"""toy_al_manqala.py - a small, independent implementation of Al-manqala
(docs/rules/al_manqala.md) under the default readings of
specs/al_manqala.lua, written from the rules text, not from the C engine.
scripts/oracle_client.py plays it against `sow oracle` ply by ply.

Readings: AM.Q1 reach, AM.Q2 pass, AM.Q3 sow, AM.Q4 track, AM.Q5 proven,
AM.Q6 report, AM.Q7 play_on, AM.Q8 south, AM.Q9 starved.

A position is a dict with the oracle's position fields: board (14 counts,
pits 0..6 South's, 7..13 North's, counter-clockwise), to_move, captured,
sowings, ply, quiet, last_mover; and the outcome: end, result, winner
(None while playing).

AM.E2 with AM.Q5 proven: play is endless from the first position from which
no capture and no end can ever happen, so after every ply the toy searches
every reachable position (at most 20,000 of them, breadth first, as the
engine's budget; results cached by position). AM.E3's "50 or more" is a
majority: more than half of the seeds in play. A game reaching 100,000 plies
stops with the result "limit" (a simulation limit, not a rule).

BUGS names deliberately wrong variants, to check that the client catches them:
  chain   the backward chain stops one pit early (never takes its last pit)
  six     a pit of 6 is captured too
  feed    the feeding rule (AM.R3) is ignored
  origin  a sowing of 14 or more skips its origin pit
  split   an endless game gives the seeds left to nobody instead of splitting them
"""
import copy

ROW = 7
PITS = 14
COUNTS = (2, 4)
ENDLESS_BUDGET = 20000
MAX_PLIES = 100000
BUGS = ("chain", "six", "feed", "origin", "split")

bug = None  # one of BUGS, or None


def set_bug(name):
    global bug
    if name is not None and name not in BUGS:
        raise ValueError("unknown bug %r (known: %s)" % (name, ", ".join(BUGS)))
    bug = name


def start():
    return {"board": [7] * PITS, "to_move": 0, "captured": [0, 0], "sowings": 0, "ply": 0,
            "quiet": 0, "last_mover": None, "end": None, "result": None, "winner": None}


def own_pits(player):
    return range(player * ROW, (player + 1) * ROW)


def row_empty(board, player):
    return all(board[p] == 0 for p in own_pits(player))


def captures(count):
    return count in COUNTS or (bug == "six" and count == 6)


def sow(board, pit, mover):
    """Sows pit for mover on a copy of board: (board, seeds taken, captures)."""
    b = list(board)
    seeds, b[pit] = b[pit], 0
    p = pit
    while seeds:
        p = (p + 1) % PITS
        if p == pit and bug == "origin":
            continue
        b[p] += 1
        seeds -= 1
    caps = []
    if captures(b[p]):                       # AM.C1: the last seed makes 2 or 4
        caps.append([p, b[p], "landing"])
        b[p] = 0
        q = (p - 1) % PITS                   # AM.C2: and backwards while 2 or 4
        chain = []
        while captures(b[q]):
            chain.append([q, b[q], "chain"])
            b[q] = 0
            q = (q - 1) % PITS
        if bug == "chain" and chain:
            last = chain.pop()
            b[last[0]] = last[1]
        caps += chain
    return b, sum(c[1] for c in caps), caps


def reaches(board, pit, player):
    """AM.R3 reach: sowing pit drops a seed into player's row."""
    seeds, p = board[pit], pit
    while seeds:
        p = (p + 1) % PITS
        if p == pit and bug == "origin":
            continue
        if p in own_pits(player):
            return True
        seeds -= 1
    return False


def _moves(pos):
    me = pos["to_move"]
    b = pos["board"]
    moves = [p for p in own_pits(me) if b[p]]
    if moves and row_empty(b, 1 - me) and bug != "feed":
        moves = [p for p in moves if reaches(b, p, 1 - me)]
    return moves


def legal(pos):
    """The legal sowing moves; [] means a pass (or the game is over)."""
    if pos["end"] is not None:
        return []
    return _moves(pos)


def _finish(pos, why, rest):
    b = pos["board"]
    left = sum(b)
    in_play = left + sum(pos["captured"])      # before any seeds are handed out
    pos["end"] = why
    unresolved = False
    if rest == "split":
        if left % 2:
            pos["end"] = "odd_split"
            unresolved = True
        else:
            pos["captured"][0] += left // 2
            pos["captured"][1] += left // 2
            pos["board"] = [0] * PITS
    elif rest == "starved":
        pos["captured"][1 - pos["to_move"]] += left
        pos["board"] = [0] * PITS
    elif rest == "gap":
        unresolved = True
    elif rest == "limit":
        pos["result"], pos["winner"] = "limit", None
        return
    c0, c1 = pos["captured"]
    w = 1 if c1 > c0 else 0
    if unresolved:
        pos["result"], pos["winner"] = "unresolved", None
    elif c0 == c1 or 2 * pos["captured"][w] <= in_play:   # AM.E3: a win needs a majority
        pos["result"], pos["winner"] = "draw", None
    else:
        pos["result"], pos["winner"] = "win", w


def _play(pos, move):
    """The move alone: laps and captures, no end rule. Returns the captures."""
    mover = pos["to_move"]
    pos["ply"] += 1
    pos["to_move"] = 1 - mover
    if move == "pass":
        pos["quiet"] += 1
        return []
    pos["board"], got, caps = sow(pos["board"], move, mover)
    pos["sowings"] += 1
    pos["last_mover"] = mover
    pos["captured"][mover] += got
    pos["quiet"] = 0 if got else pos["quiet"] + 1
    return caps


def _settle(pos, full):
    """Every end rule that applies to pos (AM.E1-E3), and the ply limit."""
    if pos["end"] is not None:
        return
    b = pos["board"]
    if pos["quiet"] == 0 and sum(b) == 0:
        return _finish(pos, "board_empty", "nobody")
    me = pos["to_move"]
    if not row_empty(b, me) and row_empty(b, 1 - me) and not _moves(pos):   # AM.E1
        return _finish(pos, "cannot_feed", "starved")
    if not full:
        return
    if _endless(pos) == "proven":                                            # AM.E2
        return _finish(pos, "endless", "nobody" if bug == "split" else "split")
    if pos["ply"] >= MAX_PLIES:
        return _finish(pos, "limit", "limit")


_verdicts = {}


def _endless(pos):
    """'proven' if no capture and no end can happen from pos, whatever
    either player does; 'not' if one can; 'unknown' past the budget."""
    def key(p):
        return (tuple(p["board"]), p["to_move"])
    k0 = (key(pos), bug)
    if k0 in _verdicts:
        return _verdicts[k0]
    seen = {key(pos)}
    queue = [pos]
    head = 0
    verdict = "proven"
    while head < len(queue) and verdict == "proven":
        x = queue[head]
        head += 1
        moves = _moves(x) or ["pass"]
        for m in moves:
            y = {"board": list(x["board"]), "to_move": x["to_move"], "captured": list(x["captured"]),
                 "sowings": 0, "ply": 0, "quiet": 1, "last_mover": None, "end": None, "result": None,
                 "winner": None}
            _play(y, m)
            _settle(y, False)
            if y["end"] is not None or y["captured"] != x["captured"]:
                verdict = "not"
                break
            k = key(y)
            if k in seen:
                continue
            seen.add(k)
            if len(seen) > ENDLESS_BUDGET:
                verdict = "unknown"
                break
            queue.append(y)
    _verdicts[k0] = verdict
    return verdict


def settle(pos):
    """Applies the end rules to a position (a start position may be over)."""
    pos = copy.deepcopy(pos)
    _settle(pos, True)
    return pos


def move(pos, m):
    """Plays m (a pit or "pass") in pos: returns (new position, captures)."""
    pos = copy.deepcopy(pos)
    caps = _play(pos, m)
    _settle(pos, True)
    return pos, caps


if __name__ == "__main__":
    import random
    import sys
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    pos = start()
    while pos["end"] is None:
        ms = legal(pos)
        pos, caps = move(pos, rng.choice(ms) if ms else "pass")
    print(pos)
