-- A test spec for capture.kind pull_across and sweep, capture.chain_along,
-- capture.child_stops_chain and extra_turn.while_sowing
-- (tests/test_family.c): 4 x 3; each reading sets one rule (and what it
-- needs), or leaves it out to show the difference.
return {
  name = "family test: more capture rules",
  board = { row = 4 },
  setup = { total = 24 },
  open { id = "FC.Q1", "Which rule is tried?",
    { "none", {} },
    { "pull", { capture = { kind = "pull_across", rows = "own" } } },
    { "sweep", { capture = { kind = "sweep", counts = { 2 } } } },
    { "chain_move", { sow = { either_way = true },
                      capture = { counts = { 2, 3 }, rows = "opponent", chain = "preceding" } } },
    { "chain_direction", { sow = { either_way = true },
                           capture = { counts = { 2, 3 }, rows = "opponent", chain = "preceding",
                                       chain_along = "direction" } } },
  },
  open { id = "FC.Q2", "Which rule is tried (more)?",
    { "none", {} },
    { "child_passes", { capture = { kind = "cross", rows = "own", chain = "following" },
                        children = { counts = { 5 } } } },
    { "child_stops", { capture = { kind = "cross", rows = "own", chain = "following", child_stops_chain = true },
                       children = { counts = { 5 } } } },
    { "sowing_turns", { capture = { counts = { 4 }, while_sowing = { counts = { 4 }, by = "sower" } },
                        extra_turn = { capture = true } } },
    { "end_turns", { capture = { counts = { 4 }, while_sowing = { counts = { 4 }, by = "sower" } },
                     extra_turn = { capture = true, while_sowing = false } } } },
}
