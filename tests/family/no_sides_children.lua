-- A test spec for children with no sides (tests/test_family.c): 3 x 2,
-- two seeds a pit, either player moves from either row, either way; no
-- captures; a last seed making a pit of either row hold 3 makes it the
-- mover's child (MancalaGames' no_sides: children are their maker's).
return {
  name = "family test: children with no sides",
  board = { row = 3 },
  setup = { total = 12 },
  play_from = "either_row",
  sow = { either_way = true },
  capture = { counts = {} },
  children = { counts = { 3 }, rows = "any" },
  finish = { threshold = "majority", at_threshold = "stop" },
}
