-- A test spec for rounds.wins (tests/test_family.c): 3 x 2 with own
-- stores, a player who cannot move ends the round and each row's seeds go
-- to its owner; two round wins win the match.
return {
  name = "family test: round wins",
  board = { row = 3 },
  setup = { total = 12 },
  sow = { stores = "own" },
  capture = { counts = {} },
  empty_row = "owners_take",
  rounds = { starter = "loser", wins = 2 },
}
