-- A test spec for setup.starter_view (tests/test_family.c): rows of 3, a
-- layout seen from the starter, the starter alternating by game; captures
-- of 2 and 3.
return {
  name = "family test: starter_view",
  board = { row = 3 },
  setup = { deal = "layout", layout = { 0, 3, 1, 2, 0, 0 }, starter_view = true },
  first = "alternate",
  capture = { counts = { 2, 3 } },
  open { id = "FV.Q1", "Is the layout the starter's?",
    { "starter", {} },
    { "fixed", { setup = { starter_view = false } } } },
}
