-- A test spec for capture.next_tests (tests/test_family.c): 4 x 2, the
-- next capture in the opponent's row, any count.
return {
  name = "family test: next tests",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { kind = "next", rows = "opponent", counts = function(c) return c >= 1 end },
  open { id = "NL.Q1", "Where does the next capture ask its rows and counts?",
    { "next", {} },
    { "landing", { capture = { next_tests = "landing" } } } },
}
