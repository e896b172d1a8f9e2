-- A test spec for sow.close and sow.max_seeds (tests/test_family.c):
-- 4 x 2, relay laps on 2 or more, captures of 20 (out of the positions'
-- reach), the immobilize goal.
return {
  name = "family test: sow_rule values",
  board = { row = 4 },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end },
  capture = { counts = { 20 } },
  finish = { goal = "immobilize" },
  open { id = "FR.Q1", "Which rule is tried?",
    { "none", {} },
    { "close", { sow = { close = { count = 3 } } } },
    { "close_nr", { sow = { close = { count = 3, not_rightmost = true } } } },
    { "close_after", { sow = { close = { count = 3 } }, capture = { after = 1 } } },
    { "max_seeds", { sow = { max_seeds = 3 } } } },
}
