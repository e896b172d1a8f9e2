-- A test spec for capture.kind all_pits (tests/test_family.c): 4 x 2,
-- every single seed taken after a turn.
return {
  name = "family test: all pits",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { kind = "all_pits", counts = { 1 } },
  open { id = "AP.Q1", "In which rows?",
    { "any", {} },
    { "opponent", { capture = { rows = "opponent" } } } },
}
