-- A rounds test spec (tests/test_family.c): 3 x 2 with own stores; only a
-- round's loser refills (MancalaGames' LOSER_ONLY), the winner starts.
return {
  name = "family test: rounds, the loser refills",
  board = { row = 3 },
  setup = { total = 12 },
  sow = { stores = "own" },
  capture = { counts = {} },
  empty_row = "owners_take",
  rounds = { fill = "loser_only", blocked = true, starter = "winner" },
}
