-- A test spec for capture.before_sowing, capture.chain_rows,
-- capture.not_from_single and allow not_facing_single (tests/test_family.c):
-- 4 x 3; each reading sets one rule (and what it needs), or leaves it out
-- to show the difference.
return {
  name = "family test: captures before sowing, capture rows",
  board = { row = 4 },
  setup = { total = 24 },
  open { id = "FA.Q1", "Which rule is tried?",
    { "none", {} },
    { "singles", { capture = { before_sowing = "singles_across" } } },
    { "draw", { capture = { before_sowing = "single_draw_across" } } },
    { "chain_rows", { capture = { counts = { 2, 3 }, rows = "opponent", chain = "preceding" } } },
    { "chain_any", { capture = { counts = { 2, 3 }, rows = "opponent", chain = "preceding", chain_rows = "any" } } },
    { "counts_two", { capture = { counts = { 2 } } } },
    { "not_single", { capture = { counts = { 2 }, not_from_single = true } } },
    { "not_facing", { allow = "not_facing_single" } },
  },
}
