-- A Kalah-shaped test spec (tests/test_family.c): 6 x 4, own store on the
-- track, the last seed in one's store repeats, a last seed in an empty own
-- pit takes the opposite pit and itself (when the opposite held seeds).
return {
  name = "family test: kalah-like",
  board = { row = 6 },
  setup = { total = 48 },
  sow = { stores = "own" },
  capture = { kind = "cross", rows = "own", take_sown = "with_capture" },
  extra_turn = { store = true },
  empty_row = "owners_take",
}
