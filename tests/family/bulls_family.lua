-- A test spec for children.pair (Enkeshui's bulls), children.pits,
-- capture.needs_child and chained cross captures (tests/test_family.c):
-- 4 x 3, cross captures in the own row; a last seed making 4 makes a bull.
return {
  name = "family test: bulls",
  board = { row = 4 },
  setup = { total = 24 },
  capture = { kind = "cross", rows = "own" },
  children = { counts = { 4 }, rows = "any", pair = true },
  open { id = "FB.Q1", "Which rule is tried?",
    { "bulls", {} },
    { "chain", { capture = { chain = "following" } } },
    { "needs_child", { capture = { needs_child = true } } },
    { "pits", { children = { pits = { south = { 1 }, north = {} } } } } },
}
