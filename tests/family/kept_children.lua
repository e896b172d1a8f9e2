-- A test spec for children.keep and children.raid (tests/test_family.c):
-- 3 x 3, no captures; a last seed making a pit of any row hold 4 makes a
-- child, which keeps its seeds; a last seed in the opponent's child takes
-- up to 2 of them. A majority ends the game, kept seeds counted.
return {
  name = "family test: kept children",
  board = { row = 3 },
  setup = { total = 18 },
  capture = { counts = {} },
  children = { counts = { 4 }, rows = "any", keep = true, raid = 2 },
  empty_row = "owners_take",
  finish = { threshold = "majority", at_threshold = "stop" },
}
