-- A test spec for children.skipped (tests/test_family.c): 4 x 2 seeds, no
-- captures; a last seed making a pit of any row hold 5 makes a child. The
-- opponent's sowing passes over a child, with every seed or all but a
-- lap's last.
return {
  name = "family test: skipped children",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { counts = {} },
  children = { counts = { 5 }, rows = "any", skipped = "by_opponent" },
  open { id = "FK.Q1", "Which seeds pass over the opponent's children?",
    { "every", {} },
    { "but_last", { children = { skipped = "by_opponent_but_last" } } },
    { "none", { children = { skipped = "none" } } } },
}
