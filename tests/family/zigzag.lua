-- board.track = "zigzag" (tests/test_family.c): 4 pits a row on one
-- circuit zigzagging across the board, counter-clockwise 0, 6, 2, 4, 3, 5,
-- 1, 7; each turn heads for the centre line, so pits 1, 2, 4 and 7 sow
-- clockwise; relays on the own row, a cross capture on the opponent's
-- (MancalaGames' ZigZag class).
return {
  name = "family test: zigzag",
  board = { row = 4, track = "zigzag" },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end, relay_rows = "own" },
  capture = { kind = "cross", rows = "opponent" },
}
