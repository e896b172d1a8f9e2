-- A test spec for the count-based family fields (tests/test_family.c):
-- 4 x 3, captures of 2 or 3, first seed back into the origin.
return {
  name = "family test: counts",
  board = { row = 4 },
  setup = { total = 24 },
  sow = { first_seed = "origin" },
  capture = { counts = { 2, 3 } },
  open { id = "FT.Q1", "Where does the first seed go?",
    { "origin", { sow = { first_seed = "origin" } } },
    { "unless_single", { sow = { first_seed = "origin_unless_single" } } },
    { "next", { sow = { first_seed = "next" } } } },
  open { id = "FT.Q2", "Which pit is captured?",
    { "count", { capture = { kind = "count" } } },
    { "next", { capture = { kind = "next" } } },
    { "two_out", { capture = { kind = "two_out" } } } },
  open { id = "FT.Q3", "Grand slam?",
    { "allowed", { capture = { grand_slam = "allowed" } } },
    { "illegal", { capture = { grand_slam = "illegal" } } } },
  open { id = "FT.Q4", "Which pits may start?",
    { "any", { min_seeds = 1, singletons = "any" } },
    { "two", { min_seeds = 2 } },
    { "singles_last", { singletons = "when_no_other" } } },
}
