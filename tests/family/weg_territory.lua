-- A test spec for kept children in rounds for territory (tests/test_family.c):
-- 3 x 2, two seeds a pit, no captures; a last seed making a pit the
-- opponent owns (children.by_owner) hold 4 makes it the mover's child,
-- which keeps its seeds; a last seed in the opponent's child takes up to 2
-- of them. A player holding fewer than 3 seeds at a round's end ends the
-- match.
return {
  name = "family test: kept children in territory rounds",
  board = { row = 3 },
  setup = { total = 12 },
  capture = { counts = {} },
  children = { counts = { 4 }, rows = "opponent", by_owner = true, keep = true, raid = 2 },
  empty_row = "pass",
  finish = { no_moves = "owner" },
  rounds = { starter = "loser", territory = { ends_under = 3 } },
}
