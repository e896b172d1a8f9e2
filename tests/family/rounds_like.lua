-- A rounds test spec (tests/test_family.c): 3 x 2 with own stores, a player
-- who cannot move ends the round and each row's seeds go to its owner.
return {
  name = "family test: rounds",
  board = { row = 3 },
  setup = { total = 12 },
  sow = { stores = "own" },
  capture = { counts = {} },
  empty_row = "owners_take",
  rounds = { fill = "left", blocked = true, starter = "loser" },
}
