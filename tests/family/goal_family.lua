-- A test spec for finish.goal and finish.few_left (tests/test_family.c):
-- 3 x 4, captures of 2 by default.
return {
  name = "family test: goals",
  board = { row = 3 },
  setup = { total = 24 },
  capture = { counts = { 2 } },
  open { id = "FG.Q1", "How is the game won?",
    { "most", {} },
    { "deprive", { finish = { goal = "deprive" } } },
    { "clear", { finish = { goal = "clear" } } },
    { "immobilize", { finish = { goal = "immobilize" } } },
    { "few_left", { capture = { counts = { 6 } }, finish = { few_left = 2 } } } },
  open { id = "FG.Q2", "Which end rule is tried?",
    { "none", {} },
    { "divided", { empty_row = "divided" } },
    { "mover_row", { finish = { mover_row_empty = "owner" } } },
    { "opponent_row", { finish = { opponent_row_empty = "owner" } } },
    { "parity", { sow = { by_parity = "even_against" } } } },
}
