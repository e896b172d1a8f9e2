"""sow for Python: the rules oracle in process, simulations as dicts.

    import sow
    spec = sow.Spec("specs/mangala_ii.lua", readings={"II.Q1": "skip"})
    pos = spec.new_game()                  # a dict: board, to_move, captured, ...
    pos = spec.move(pos, spec.legal(pos)["legal"][0])
    game = spec.play(agents=("random", "greedy"), seed=3)   # the transcript, a list of dicts
    res = sow.simulate("specs/mangala_ii.lua", games=10000, readings={"II.Q1": "skip"})
    sow.results_frame(res)                 # a pandas DataFrame, one row per spec and reading

Positions are asked of libsow in this process (ctypes over sow_ffi_*, which
answers every request as `sow oracle` does: docs/oracle.md). Whole runs
(simulate, audit, diff, and games between the engine's own agents) run the
`sow` command and read its results file: one implementation of each, its
threads, progress and Ctrl-C handling included. docs/python.md has more.

Where the library and the command are: $SOW_LIBRARY and $SOW_BINARY, else a
build/ beside this folder's parent (a source tree), else the system's.
"""
import ctypes
import ctypes.util
import json
import os
import shutil
import subprocess
import tempfile

__all__ = ["Spec", "SowError", "simulate", "audit", "diff", "results_frame", "version"]

_HERE = os.path.dirname(os.path.abspath(__file__))
_TREE_BUILD = os.path.normpath(os.path.join(_HERE, "..", "..", "build"))


class SowError(Exception):
    """A spec that does not load, a request the oracle refuses, a run that fails."""


def _library_path():
    for path in (os.environ.get("SOW_LIBRARY"), os.path.join(_TREE_BUILD, "libsow.so")):
        if path and os.path.exists(path):
            return path
    found = ctypes.util.find_library("sow")
    if not found:
        raise SowError("libsow not found: set SOW_LIBRARY, build the tree, or cmake --install it")
    return found


def _binary():
    for path in (os.environ.get("SOW_BINARY"), os.path.join(_TREE_BUILD, "sow")):
        if path and os.access(path, os.X_OK):
            return path
    found = shutil.which("sow")
    if not found:
        raise SowError("the sow command was not found: set SOW_BINARY, build the tree, or install it")
    return found


_lib = None


def _load():
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(_library_path())
        lib.sow_ffi_open.restype = ctypes.c_void_p
        lib.sow_ffi_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint64, ctypes.c_char_p, ctypes.c_size_t]
        lib.sow_ffi_close.argtypes = [ctypes.c_void_p]
        lib.sow_ffi_answer.restype = ctypes.c_void_p          # freed by sow_ffi_free: not a c_char_p
        lib.sow_ffi_answer.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.sow_ffi_free.argtypes = [ctypes.c_void_p]
        lib.sow_ffi_version.restype = ctypes.c_char_p
        _lib = lib
    return _lib


def version():
    """The library's version (sow.h's SOW_VERSION)."""
    return _load().sow_ffi_version().decode()


def _reading_list(readings):
    if not readings:
        return ""
    if isinstance(readings, dict):
        return ",".join(f"{k}={v}" for k, v in readings.items())
    return ",".join(readings)


def _reading_args(readings, flag="--reading"):
    args = []
    for r in (_reading_list(readings).split(",") if readings else []):
        args += [flag, r]
    return args


class Spec:
    """A spec with its readings, loaded into this process."""

    def __init__(self, path, readings=None, seed=1):
        self.path = path
        self.readings = readings
        self.seed = seed
        err = ctypes.create_string_buffer(1024)
        self._h = _load().sow_ffi_open(path.encode(), _reading_list(readings).encode(), seed, err, len(err))
        if not self._h:
            raise SowError(err.value.decode(errors="replace"))
        self.rules = self.ask({"op": "rules"})

    def close(self):
        if self._h:
            _load().sow_ffi_close(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def ask(self, request):
        """Any oracle request (a dict, docs/oracle.md); the answer as a dict.
        A refused request raises SowError with the oracle's message."""
        if not self._h:
            raise SowError("the spec is closed")
        p = _load().sow_ffi_answer(self._h, json.dumps(request).encode())
        if not p:
            raise SowError("no answer (out of memory?)")
        try:
            answer = json.loads(ctypes.string_at(p).decode())
        finally:
            _load().sow_ffi_free(p)
        if not answer.get("ok"):
            raise SowError(answer.get("error", "refused"))
        del answer["ok"]
        return answer

    # What a position is (docs/oracle.md): the board and counters, and for a spec of the
    # family's rules the state they keep beyond the board (children, blocked pits, rounds).
    _KEYS = ("board", "to_move", "captured", "sowings", "ply", "quiet", "last_mover", "children", "blocked",
             "started", "ways", "again", "round", "round_first", "round_sowed", "round_result", "north_owns",
             "round_wins")

    @classmethod
    def _position(cls, pos):
        return {k: pos[k] for k in cls._KEYS if k in pos and pos[k] is not None}

    def new_game(self, game=None):
        """The start position of game i (the deal, first player and ritual of `sow simulate`'s game i)."""
        return self.ask({"op": "new"} if game is None else {"op": "new", "game": game})

    def legal(self, pos=None):
        """{"legal": [pits], "pass": bool, "ended": bool, ...} for a position (default: the start)."""
        return self.ask(dict(self._position(pos or {}), op="legal"))

    def move(self, pos, move, reverse=False):
        """The position after `move` (a pit, "pass" or "swap") and every end rule, with the
        captures, laps and the rule paths taken (the oracle's `move` answer)."""
        req = dict(self._position(pos), op="move", move=move)
        if reverse:
            req["reverse"] = True
        return self.ask(req)

    def perft(self, depth, pos=None):
        return self.ask(dict(self._position(pos or {}), op="perft", depth=depth))["perft"]

    def play(self, agents=("random", "random"), seed=1, game=0, max_plies=None):
        """One game, as a list of dicts (a ply each, then the end): with two Python callables
        choose(spec, position, legal_answer) -> move it is played here, ply by ply; with agent
        names ("random", "greedy", "alphabeta:4", ...) by `sow play --json` (docs/transcript.md)."""
        if all(callable(a) for a in agents):
            return self._play_here(agents, game, max_plies)
        if any(callable(a) for a in agents):
            raise SowError("agents: both Python callables or both agent names")
        args = ["play", self.path, "--json", "--agents", ",".join(agents), "--seed", str(seed), "--game", str(game)]
        args += _reading_args(self.readings)
        if max_plies:
            args += ["--max-plies", str(max_plies)]
        return [json.loads(line) for line in _run(args).splitlines() if line.strip()]

    def _play_here(self, agents, game, max_plies):
        pos = self.new_game(game)
        lines = []
        while True:
            legal = self.legal(pos)
            if legal["ended"] or (max_plies and len(lines) >= max_plies):
                lines.append({"end": legal.get("end"), "result": legal.get("result"), "winner": legal.get("winner"),
                              "board": pos["board"], "captured": pos["captured"]})
                return lines
            move = "pass" if legal["pass"] else agents[pos["to_move"]](self, pos, legal)
            after = self.move(pos, move)
            lines.append(dict(after, mover=pos["to_move"], move=move))
            pos = after


def _run(args):
    proc = subprocess.run([_binary()] + args, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SowError(f"sow {' '.join(args[:2])}: exit {proc.returncode}: {proc.stderr.strip()[-2000:]}")
    return proc.stdout


def _json_run(args, flag="--json"):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "results.json")
        _run(args + [flag, out, "--quiet"] if "--quiet" not in args else args + [flag, out])
        with open(out) as f:
            return json.load(f)


def simulate(specs, games=10000, seed=1, agents=None, threads=None, readings=None, max_plies=None):
    """`sow simulate` of one spec or several ("path" or "path@ID=KW,.."), its results file as a dict
    (docs/results-schema.md): the same digest and numbers as the command gives."""
    specs = [specs] if isinstance(specs, str) else list(specs)
    args = ["simulate"] + specs + ["--games", str(games), "--seed", str(seed)] + _reading_args(readings)
    if agents:
        args += ["--agents", ",".join(agents)]
    if threads:
        args += ["--threads", str(threads)]
    if max_plies:
        args += ["--max-plies", str(max_plies)]
    return _json_run(args)


def audit(spec, games=2000, seed=1, questions=(), threads=None):
    """`sow audit`: how much each open question matters, its results file as a dict."""
    args = ["audit", spec, "--games", str(games), "--seed", str(seed)]
    for q in questions:
        args += ["--question", q]
    if threads:
        args += ["--threads", str(threads)]
    return _json_run(args)


def diff(spec_a, spec_b, games=10000, seed=1, readings=None, readings_b=None, threads=None):
    """`sow diff`: paired games under two rule sets, its results as a dict."""
    args = ["diff", spec_a, spec_b, "--games", str(games), "--seed", str(seed)]
    args += _reading_args(readings) + _reading_args(readings_b, "--reading-b")
    if threads:
        args += ["--threads", str(threads)]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "diff.json")
        _run(args + ["--json", out])
        with open(out) as f:
            return json.load(f)


def results_rows(results):
    """A simulate results dict as flat rows, one per spec and reading set."""
    rows = []
    for s in results["sets"]:
        sm = s["summary"]
        row = {"name": s["name"], "spec": s["spec"], "readings": s["readings"], "changed": s["changed"],
               "spec_hash": s["spec_hash"], "seed": s["seed"], "games": s["counts"]["games"],
               "plies_mean": sm["plies"]["mean"], "plies_median": sm["plies"]["median"]}
        for k in ("win", "draw", "loss", "unresolved", "limit"):
            r = sm["first_mover"][k]
            row[f"first_{k}"], row[f"first_{k}_lo"], row[f"first_{k}_hi"] = r["rate"], r["lo"], r["hi"]
        for end, share in sm["ends"].items():
            row[f"end_{end}"] = share
        rows.append(row)
    return rows


def results_frame(results):
    """results_rows as a pandas DataFrame (pandas must be installed: Debian's python3-pandas)."""
    try:
        import pandas
    except ImportError as e:
        raise SowError("results_frame needs pandas (apt-get install python3-pandas); results_rows gives plain rows") from e
    return pandas.DataFrame(results_rows(results))
