-- board.track = "own_rows" (tests/test_family.c): 4 pits a row, each row
-- its own circuit through its owner's store; Kalah's cross capture and
-- repeat turn on it (MancalaGames' NorthSouthCycle).
return {
  name = "family test: own rows",
  board = { row = 4, track = "own_rows" },
  setup = { total = 16 },
  sow = { stores = "own" },
  capture = { kind = "cross", rows = "own", take_sown = "with_capture" },
  extra_turn = { store = true },
}
