-- A children test spec (tests/test_family.c): 3 x 4, a last seed making an
-- opponent's pit hold 3 makes it the mover's child, one per player.
return {
  name = "family test: children",
  board = { row = 3 },
  setup = { total = 24 },
  capture = { counts = { 2, 4 }, rows = "opponent" },
  children = { counts = { 3 }, rows = "opponent", per_player = 1 },
}
