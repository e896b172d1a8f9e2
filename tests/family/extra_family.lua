-- A test spec for capture.cross_sown, capture.take_also, sow.skip_opponent,
-- first_from and shunned (tests/test_family.c): 4 x 3, captures of 6 by
-- default (out of the positions' reach).
return {
  name = "family test: extra rules",
  board = { row = 4 },
  setup = { total = 24 },
  capture = { counts = { 6 } },
  open { id = "FX.Q1", "Which rule is tried?",
    { "none", {} },
    { "cross_sown", { capture = { kind = "cross", rows = "own", cross_sown = true,
                                  counts = function(c) return c >= 1 end } } },
    { "take_also", { capture = { counts = { 2 }, take_also = 2 } } },
    { "skip", { sow = { skip_opponent = { count = 2 } } } },
    { "skip_after", { sow = { skip_opponent = { count = 2, after = 1 } } } },
    { "first_from", { first_from = { 4 } } },
    { "shunned", { shunned = 2 } } },
}
