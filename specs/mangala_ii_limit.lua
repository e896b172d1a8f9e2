-- Mangala II exactly as the hand-specialised speed reference plays it
-- (../shared/bench/limit/mangala2_limit.c, README "Rule readings"): the
-- origin pit is skipped; 200 plies in a row without a capture end the game
-- and the seeds left count for nobody; more captured seeds win.
-- Not a historical reading: it exists so that `sow bench` (scripts/bench.sh)
-- compares like with like, and its statistics cross-check the two engines.
return {
  name = "Mangala II (limit rules)",
  board = { row = 6 },                                  -- II.B1
  setup = { deal = "equal", total = 72 },               -- II.B2
  first = "south",
  sow = { direction = "ccw", origin = "skip", relay = false }, -- II.R1, II.R2; II.Q1 skip
  start = "any",                                        -- II.R1
  capture = { counts = { 2, 4, 6 }, rows = "any", chain = "preceding",
              extent = "track", test = "sequential", opposite = false }, -- II.C1, II.C2
  empty_row = "pass",                                   -- II.R3
  finish = {
    board_empty = true,                                 -- II.E1
    win_needs = 0,
    -- the limit counts sowings only; sow counts passes too, so its 200
    -- quiet plies come a little sooner
    endless = { detect = "plies", plies = 200, rest = "unclaimed" },
  },
}
