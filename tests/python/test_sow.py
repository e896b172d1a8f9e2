"""pytest for python/sow (run by tests/CMakeLists.txt as python_module, with
SOW_LIBRARY and SOW_BINARY pointing into the build)."""
import glob
import json
import os
import subprocess

import pytest

import sow

SRC = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SPECS = sorted(glob.glob(os.path.join(SRC, "specs", "*.lua")) + glob.glob(os.path.join(SRC, "specs", "games", "*.lua")))


def spec(name):
    return os.path.join(SRC, "specs", name)


def command(*args):
    return subprocess.run([os.environ.get("SOW_BINARY", "sow")] + list(args), capture_output=True, text=True,
                          check=True).stdout


def test_version_is_the_command_s():
    assert command("--version").splitlines()[0] == "sow " + sow.version()


def test_start_legal_and_a_hand_worked_move():
    s = sow.Spec(spec("mangala_ii.lua"))
    pos = s.new_game()
    assert pos["board"] == [6] * 12 and pos["to_move"] == 0 and pos["captured"] == [0, 0]
    assert s.legal(pos)["legal"] == [0, 1, 2, 3, 4, 5]
    after = s.move(pos, 3)                      # six seeds into pits 4..9
    assert after["board"] == [6, 6, 6, 0, 7, 7, 7, 7, 7, 7, 6, 6] and after["to_move"] == 1
    # II.Q1: 13 seeds from pit 0 pass their origin. "sow" (the default): pits 1..11, the
    # origin, then pit 1, which now holds 2 and is taken (II.C1); pit 0 holds 1: no chain.
    lap = {"board": [13, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]}
    after = s.move(lap, 0)
    assert after["board"] == [1, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2] and after["captured"] == [2, 0]
    assert after["captures"] == [[1, 2, "landing"]]
    # "skip": pits 1..11, then 1 and 2 (the origin skipped); pit 2 holds 2, then the chain
    # takes pit 1 (2) and stops at the empty pit 0 (II.C2).
    skip = sow.Spec(spec("mangala_ii.lua"), readings={"II.Q1": "skip"})
    after = skip.move(lap, 0)
    assert after["board"] == [0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2] and after["captured"] == [4, 0]
    assert after["captures"] == [[2, 2, "landing"], [1, 2, "chain"]]


def test_perft_is_the_command_s():
    s = sow.Spec(spec("mangala_ii.lua"))
    expected = [int(line.split()[2]) for line in command("perft", spec("mangala_ii.lua"), "--depth", "4").splitlines()]
    assert s.perft(4) == expected


def test_errors_are_raised_with_the_loader_s_message():
    with pytest.raises(sow.SowError, match="nonexistent"):
        sow.Spec("/nonexistent/spec.lua")
    with pytest.raises(sow.SowError, match="reading"):
        sow.Spec(spec("mangala_ii.lua"), readings=["II.Q1"])
    s = sow.Spec(spec("mangala_ii.lua"))
    with pytest.raises(sow.SowError, match="not legal"):
        s.move(s.new_game(), 9)
    with pytest.raises(sow.SowError, match="unknown field"):
        s.ask({"op": "legal", "bord": [1] * 12})


@pytest.mark.parametrize("path", SPECS, ids=[os.path.relpath(p, SRC) for p in SPECS])
def test_positions_chained_through_the_oracle_replay_the_command_s_game(path):
    """A game of `sow play --json`, replayed here a ply at a time, each request built from
    the last answer only: board, captures, player to move and end agree on every ply (the
    family's state beyond the board travels with the position)."""
    lines = [json.loads(x) for x in command("play", path, "--json", "--agents", "random,random", "--seed", "7",
                                            "--max-plies", "400").splitlines()]
    s = sow.Spec(path, seed=7)
    pos = s.new_game(0)
    assert pos["board"] == lines[0]["board"] and pos["to_move"] == lines[0]["to_move"]
    limit = lines[-1].get("end") == "limit"
    for line in lines[1:]:
        if "move" not in line:
            break
        if limit and line["to_move"] is None:
            break                   # the ply limit, a simulation limit the oracle does not apply
        after = s.move(pos, line["move"], reverse=line.get("reverse", False))
        assert after["moved"]["board"] == line["board"], f"ply {line['ply']}"
        assert after["moved"]["captured"] == line["captured"], f"ply {line['ply']}"
        assert after["to_move"] == line["to_move"], f"ply {line['ply']}"
        pos = after
    end = lines[-1]
    if "end" in end and end["end"] != "limit":
        assert pos["end"] == end["end"] and pos["result"] == end["result"] and pos["winner"] == end["winner"]


def test_python_agents_play_a_whole_game():
    s = sow.Spec(spec("al_manqala.lua"))
    game = s.play(agents=(lambda sp, pos, legal: legal["legal"][0], lambda sp, pos, legal: legal["legal"][-1]))
    assert game[-1]["end"] is not None
    total = sum(game[-1]["board"]) + sum(game[-1]["captured"])
    assert total == sum(game[0]["board"]) + sum(game[0]["captured"])


def test_named_agents_give_the_command_s_transcript():
    s = sow.Spec(spec("mangala_iv.lua"))
    game = s.play(agents=("random", "greedy"), seed=3)
    text = command("play", spec("mangala_iv.lua"), "--json", "--agents", "random,greedy", "--seed", "3", "--game", "0")
    assert game == [json.loads(x) for x in text.splitlines()]


def test_simulate_gives_the_command_s_results_and_rows():
    res = sow.simulate([spec("mangala_ii.lua"), spec("mangala_ii.lua") + "@II.Q1=skip"], games=400, seed=5, threads=2)
    assert len(res["sets"]) == 2 and res["sow_version"] == sow.version()
    rows = sow.results_rows(res)
    assert [r["changed"] for r in rows] == ["", "II.Q1=skip"]
    for r in rows:
        assert r["games"] == 400
        assert r["first_win_lo"] <= r["first_win"] <= r["first_win_hi"]
        assert abs(r["first_win"] + r["first_draw"] + r["first_loss"] + r["first_unresolved"] + r["first_limit"] - 1) < 1e-9
    again = sow.simulate([spec("mangala_ii.lua"), spec("mangala_ii.lua") + "@II.Q1=skip"], games=400, seed=5, threads=1)
    assert again["sets"] == res["sets"]


def test_audit_and_diff_give_dicts():
    a = sow.audit(spec("al_manqala.lua"), games=100, questions=["AM.Q1"], threads=2)
    assert isinstance(a, dict) and a
    d = sow.diff(spec("mangala_ii.lua"), spec("mangala_ii.lua"), games=200, readings_b={"II.Q1": "skip"})
    assert isinstance(d, dict) and d


def test_results_frame_needs_pandas_or_says_so():
    res = sow.simulate(spec("mangala_ii.lua"), games=100)
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(sow.SowError, match="pandas"):
            sow.results_frame(res)
        return
    frame = sow.results_frame(res)
    assert list(frame["games"]) == [100]


def test_the_family_state_is_checked_like_any_field():
    tk = sow.Spec(os.path.join(SRC, "specs", "games", "toguz_kumalak.lua"))
    pos = tk.new_game()
    assert pos["children"] == [[], []] and pos["blocked"] == []
    with pytest.raises(sow.SowError, match="children"):
        tk.legal(dict(pos, children=[[3]]))
    with pytest.raises(sow.SowError, match="a child of both"):
        tk.legal(dict(pos, children=[[12], [12]]))
    with pytest.raises(sow.SowError, match="blocked"):
        tk.legal(dict(pos, blocked=[18]))
    # a tuzdik sent with the position is kept: North's child at pit 3 stays North's
    after = tk.move(dict(pos, children=[[], [3]]), 0)
    assert after["children"] == [[], [3]]
    with pytest.raises(sow.SowError, match="unknown field"):
        sow.Spec(spec("mangala_ii.lua")).legal({"children": [[], []]})


def test_round_wins_travel_with_the_position():
    rw = sow.Spec(os.path.join(SRC, "tests", "family", "rounds_wins.lua"))
    pos = rw.new_game()
    assert pos["round_wins"] == [0, 0]
    with pytest.raises(sow.SowError, match="round_wins"):
        rw.legal(dict(pos, round_wins=[1]))
    # South has a round win: its second, sowing its last seed home, ends the match
    last = dict(pos, board=[0, 0, 1, 0, 0, 0], captured=[9, 2], round_wins=[1, 0])
    after = rw.move(last, 2)
    assert after["round_wins"] == [2, 0] and after["end"] == "match" and after["winner"] == 0
    with pytest.raises(sow.SowError, match="no match of round wins"):
        sow.Spec(os.path.join(SRC, "tests", "family", "rounds_like.lua")).legal(dict(pos, round_wins=[0, 0]))
