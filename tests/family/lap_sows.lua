-- A test spec for capture.each_lap_sows and sow.relay_needs_opponent
-- (tests/test_family.c): 4 x 2 on own rows without stores, relays on 2 or
-- more, a cross capture at every lap's end (MancalaGames' LAP_CAPT_SEEDS:
-- mikro tsoro).
return {
  name = "family test: lap captures sown on",
  board = { row = 4, track = "own_rows" },
  setup = { total = 16 },
  sow = { relay = function(c) return c >= 2 end },
  capture = { kind = "cross", each_lap = "landing" },
  open { id = "LS.Q1", "Is a lap's capture kept, or sown on?",
    { "kept", {} },
    { "sown", { capture = { each_lap_sows = true } } },
    { "sown_needs", { capture = { each_lap_sows = true }, sow = { relay_needs_opponent = true } } } },
}
