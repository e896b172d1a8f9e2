-- A test spec for rounds.points (tests/test_family.c): 3 x 2 with own
-- stores, a player who cannot move ends the round and each row's seeds go
-- to its owner; three points win the match (12 seeds: 9 is the skunk).
return {
  name = "family test: round points",
  board = { row = 3 },
  setup = { total = 12 },
  sow = { stores = "own" },
  capture = { counts = {} },
  empty_row = "owners_take",
  rounds = { starter = "loser", points = 3 },
}
