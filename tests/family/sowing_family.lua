-- A test spec for capture.while_sowing, count_or_cross, capture.after,
-- allow, sow.against and finish.either_row_empty (tests/test_family.c):
-- 4 x 4, captures of 6 by default.
return {
  name = "family test: while sowing",
  board = { row = 4 },
  setup = { total = 32 },
  capture = { counts = { 6 } },   -- (out of reach of the positions: keeps the prover from calling them endless)
  open { id = "FS.Q1", "Which rule is tried?",
    { "none", {} },
    { "owner", { capture = { while_sowing = { counts = { 4 }, by = "owner" } } } },
    { "sower_opp", { capture = { while_sowing = { counts = { 4 }, by = "sower", rows = "opponent" } } } },
    { "count_or_cross", { capture = { kind = "count_or_cross", counts = { 2, 4 }, rows = "opponent",
                                      cross_rows = "own", take_sown = "always" } } },
    { "after", { capture = { counts = { 2 }, after = 1 } } },
    { "reach", { allow = "reach_or_empty" } },
    { "against", { sow = { against = { 4 } } } },
    { "row_empty", { finish = { either_row_empty = "owner" } } } },
  open { id = "FS.Q2", "From which rows may a player start?",
    { "own_row", { play_from = "own_row" } },
    { "either_row", { play_from = "either_row" } },
    { "singletons", { finish = { all_singletons = "owner" } } } },
}
